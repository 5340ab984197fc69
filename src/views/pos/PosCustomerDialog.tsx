import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NewCustomer } from '../../machines/common/wire-types';
import { button } from '../../styles/controls.css';
import { backdrop, dialog, title } from '../common/ConfirmDialog.css';
import { TextField } from '../common/TextField';
import { shownText } from '../i18n/shown-text';
import { PosTill } from './pos-till-context';
import * as styles from './pos.css';

const FIELDS: { field: keyof NewCustomer; label: MessageDescriptor; type?: string }[] = [
  { field: 'name', label: msg`Name` },
  { field: 'phone', label: msg`Phone`, type: 'tel' },
  { field: 'address', label: msg`Address` },
  { field: 'city', label: msg`City` },
];

/** The plus button's form: a customer added without leaving the till (docs/screens.md#point-of-sale: name, phone, address and city required). */
export function PosCustomerDialog() {
  const till = PosTill.useActorRef();
  const values = PosTill.useSelector((snapshot) => snapshot.context.newCustomer);
  const problem = PosTill.useSelector((snapshot) => snapshot.context.customerProblem);
  const saving = PosTill.useSelector((snapshot) => snapshot.hasTag('saving'));
  const { i18n, t } = useLingui();
  return (
    <div className={backdrop}>
      <div
        className={`${dialog} ${styles.dialogWide}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby="pos-customer-title"
        onKeyDown={(event) => {
          if (event.key === 'Escape') till.send({ type: 'till.customer.close' });
        }}
      >
        <form
          className={styles.dialogBody}
          onSubmit={(event) => {
            event.preventDefault();
            till.send({ type: 'till.customer.save' });
          }}
        >
          <h2 id="pos-customer-title" className={title}>
            <Trans>Add Customer</Trans>
          </h2>
          <div className={styles.formGrid}>
            {FIELDS.map((entry, index) => (
              <TextField
                key={entry.field}
                id={`new-customer-${entry.field}`}
                label={i18n._(entry.label)}
                type={entry.type ?? 'text'}
                required
                autoFocus={index === 0}
                value={values[entry.field]}
                onChange={(event) => till.send({ type: 'till.customer.field', field: entry.field, text: event.currentTarget.value })}
              />
            ))}
          </div>
          {problem && (
            <p role="alert" className={styles.message}>
              {shownText(i18n, problem)}
            </p>
          )}
          <div className={styles.noticeActions}>
            <button type="submit" className={button.primary} disabled={saving}>
              {saving ? t`Saving…` : t`Add customer`}
            </button>
            <button type="button" className={button.secondary} disabled={saving} onClick={() => till.send({ type: 'till.customer.close' })}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
