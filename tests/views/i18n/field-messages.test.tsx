import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { PASSWORDS_DIFFER_MESSAGE } from '../../../src/domain/settings.schemas';
import { TRANSFER_QUANTITY_MESSAGE } from '../../../src/domain/stock-transfer.schemas';
import { MOVE_QUANTITY_MESSAGE, QUANTITY_MESSAGE } from '../../../src/domain/stock.schemas';
import { CHOOSE_SIZE_MESSAGE } from '../../../src/machines/catalog/stock-adjustment.machine';
import { EMPTY_FILE_MESSAGE, UNREADABLE_FILE_MESSAGE } from '../../../src/machines/common/csv-import.machine';
import { ACCOUNT_REQUIRED_MESSAGE, AMOUNT_ABOVE_DUE_MESSAGE } from '../../../src/machines/purchases/purchase-payment.machine';
import { ACCOUNT_REQUIRED_MESSAGE as REFUND_ACCOUNT_MESSAGE, NO_LINES_MESSAGE } from '../../../src/machines/returns/return-form.machine';
import { DEPOSIT_ACCOUNT_REQUIRED_MESSAGE, DEPOSIT_AMOUNT_MESSAGE } from '../../../src/machines/sales/customer-deposit.machine';
import { loadCatalog } from '../../../src/views/i18n/catalogs';
import { fieldMessageKeys, fieldMessageText, shownFieldErrors } from '../../../src/views/i18n/field-messages';

// The dialogs' messages under their fields are English constants of src/machines and src/domain; the screens show
// them through src/views/i18n/field-messages.ts, keyed by that English (docs/i18n.md#names-from-src-domain).
const constants = {
  CHOOSE_SIZE_MESSAGE,
  ACCOUNT_REQUIRED_MESSAGE,
  REFUND_ACCOUNT_MESSAGE,
  DEPOSIT_ACCOUNT_REQUIRED_MESSAGE,
  DEPOSIT_AMOUNT_MESSAGE,
  AMOUNT_ABOVE_DUE_MESSAGE,
  NO_LINES_MESSAGE,
  UNREADABLE_FILE_MESSAGE,
  EMPTY_FILE_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  QUANTITY_MESSAGE,
  MOVE_QUANTITY_MESSAGE,
  TRANSFER_QUANTITY_MESSAGE,
};

describe('the messages under a dialog’s fields', () => {
  it('hold a key for each English constant of the machines and schemas', () => {
    for (const [name, english] of Object.entries(constants)) expect(fieldMessageKeys, name).toContain(english);
  });

  it('read in Urdu, every one, and as they are in English', async () => {
    await loadCatalog('ur', 'back-office');
    i18n.activate('ur');
    try {
      for (const english of fieldMessageKeys) expect(fieldMessageText(i18n, english), english).toMatch(/[\u0600-\u06FF]/);
      expect(shownFieldErrors(i18n, { account: ACCOUNT_REQUIRED_MESSAGE, note: 'Server words.' })).toEqual({ account: fieldMessageText(i18n, ACCOUNT_REQUIRED_MESSAGE), note: 'Server words.' });
    } finally {
      i18n.activate('en');
    }
    for (const english of fieldMessageKeys) expect(fieldMessageText(i18n, english)).toBe(english);
  });
});
