import { describe, expect, it } from 'vitest';
import type { Refusal } from '../../../src/api/common/http';
import { returnSavedText, saleMessage } from '../../../src/machines/pos/pos-till.machine';
import { englishOf } from '../common/english';

/**
 * What the till says, in the words docs/screens.md#point-of-sale gives: after a return saved at the
 * counter (what went back, and how), and for a sale the server refused (the till's notice and the
 * outbox's line under a sale sent later).
 */
const returned = (refunded: number, credited: number) => englishOf(returnSavedText({ reference: 'RS-000003', document: 'POS-000001', refunded, credited } as never));
const refused = (status: number, message: string, issues: { path: string; message: string }[]): Refusal => ({ ok: false, status, message, issues }) as Refusal;

describe('what the till says after a return', () => {
  it('names the money refunded, the credit given, both, or neither', () => {
    expect(returned(2.5, 20)).toBe("Return RS-000003 of POS-000001 saved: 2.50 refunded, 20.00 put on the customer's credit.");
    expect(returned(22.5, 0)).toBe('Return RS-000003 of POS-000001 saved: 22.50 refunded.');
    expect(returned(0, 22.5)).toBe("Return RS-000003 of POS-000001 saved: 22.50 put on the customer's credit.");
    // Nothing paid back (an exchange of a free sample, say): the return is saved and nothing more is said.
    expect(returned(0, 0)).toBe('Return RS-000003 of POS-000001 saved.');
  });
});

describe('what the till says of a refused sale', () => {
  it("says the field the server named, else the server's sentence, else the status", () => {
    expect(englishOf(saleMessage(refused(409, 'Some lines are short of stock.', [{ path: 'products.0', message: 'Only 1 left of Oppo A17.' }])))).toBe('Only 1 left of Oppo A17.');
    expect(englishOf(saleMessage(refused(403, 'This till is closed.', [])))).toBe('This till is closed.');
    expect(englishOf(saleMessage(refused(500, '', [])))).toBe('The sale was refused (500).');
  });

  it("says a reused key in the server's sentence, which speaks of the request, not of a field", () => {
    const reused = [{ path: 'Idempotency-Key', message: 'Already used for another sale.' }, { path: 'products.0', message: 'Only 1 left.' }];
    expect(englishOf(saleMessage(refused(422, 'This key was already used for another sale; pay again.', reused)))).toBe('This key was already used for another sale; pay again.');
    expect(englishOf(saleMessage(refused(422, 'This key was already used for another sale; pay again.', [reused[1]!, reused[0]!])))).toBe('This key was already used for another sale; pay again.');
    // Without a sentence, the first issue.
    expect(englishOf(saleMessage(refused(422, '', reused)))).toBe('Already used for another sale.');
    // Any other 422, or the key's issue under another status, is a field's: the first issue is said.
    expect(englishOf(saleMessage(refused(422, 'Check the sale.', [reused[1]!])))).toBe('Only 1 left.');
    expect(englishOf(saleMessage(refused(409, 'Refused.', reused)))).toBe('Already used for another sale.');
  });
});
