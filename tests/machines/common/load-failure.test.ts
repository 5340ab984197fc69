import { describe, expect, it } from 'vitest';
import { NOT_FOUND_MESSAGE, isNotFound, loadFailureMessage } from '../../../src/machines/common/load-failure';

// src/machines/common/load-failure.ts: a form's refused load says 'not found' only for a 404 (docs/screens.md#screens-and-routes).
const OWN = 'The sale could not be loaded.';

describe("a form's load failure", () => {
  it("says the server's 404 sentence, or 'This record was not found.' when the 404 came without one; anything else says the form's own", () => {
    expect(loadFailureMessage({ ok: false, status: 404, message: 'Sale not found.', issues: [] }, OWN)).toBe('Sale not found.');
    expect(loadFailureMessage({ ok: false, status: 404, message: '', issues: [] }, OWN)).toEqual({ id: 'form.not-found', message: 'This record was not found.' });
    expect(NOT_FOUND_MESSAGE).toEqual({ id: 'form.not-found', message: 'This record was not found.' });
    expect(loadFailureMessage({ ok: false, status: 500, message: 'Server error', issues: [] }, OWN)).toBe(OWN);
    expect(loadFailureMessage({ ok: true, data: {} }, OWN)).toBe(OWN);
  });

  it('is a record not found only in the load-failed state, with a message other than the form’s own', () => {
    const snapshot = (loadFailed: boolean, loadError: string | null) => ({ hasTag: (tag: string) => loadFailed && tag === 'loadFailed', context: { loadError } });
    expect(isNotFound(snapshot(true, 'Sale not found.'), OWN)).toBe(true);
    expect(isNotFound(snapshot(true, OWN), OWN)).toBe(false);
    expect(isNotFound(snapshot(true, null), OWN)).toBe(false);
    // A message kept from an earlier failure does not count once the form has left the failed state.
    expect(isNotFound(snapshot(false, 'Sale not found.'), OWN)).toBe(false);
  });
});
