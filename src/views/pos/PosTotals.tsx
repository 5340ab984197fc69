import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectPricedCart, type ChargeField, type PosCartActor } from '../../machines/pos/pos-cart.machine';
import { addMoney } from '../../domain/money';
import { input, label } from '../../styles/controls.css';
import { shownText } from '../i18n/shown-text';
import { useMinorFormat } from './use-minor-format';
import * as styles from './pos.css';

const CHARGES: { field: ChargeField; label: MessageDescriptor; max?: number }[] = [
  { field: 'discount', label: msg`Discount` },
  { field: 'coupon', label: msg`Coupon` },
  { field: 'tax', label: msg`Tax (%)`, max: 100 },
  { field: 'shipping', label: msg`Shipping` },
];

/** Items, Total, order tax and the tax total, the editable Discount, Coupon, Tax and Shipping, and the Grand Total (docs/pricing.md#items, POS). */
export function PosTotals({ cart }: { cart: PosCartActor }) {
  const totals = useSelector(cart, (snapshot) => selectPricedCart(snapshot).totals, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const texts = useSelector(cart, (snapshot) => snapshot.context.chargeTexts);
  const problem = useSelector(cart, (snapshot) => snapshot.context.problem);
  const format = useMinorFormat();
  const { i18n } = useLingui();
  return (
    <>
      <div className={styles.summary}>
        <div className={styles.figure}>
          <span className={styles.figureLabel}>
            <Trans>Items</Trans>
          </span>
          <span className={styles.figureValue} data-testid="cart-items">
            {totals.itemsCount}
          </span>
        </div>
        <div className={styles.figure}>
          <span className={styles.figureLabel}>
            <Trans>Total</Trans>
          </span>
          <span className={styles.figureValue} data-testid="cart-total">
            {format(totals.total)}
          </span>
        </div>
        <div className={styles.figure}>
          <span className={styles.figureLabel}>
            <Trans>Order tax</Trans>
          </span>
          <span className={styles.figureValue}>{format(totals.orderTax)}</span>
        </div>
        <div className={styles.figure}>
          {/* The lines' product tax and the order tax (docs/pricing.md#tax-total), inside the Grand Total. */}
          <span className={styles.figureLabel}>
            <Trans>Tax total</Trans>
          </span>
          <span className={styles.figureValue} data-testid="cart-tax-total">
            {format(totals.tax)}
          </span>
        </div>
        <div className={styles.figure}>
          <span className={styles.figureLabel}>
            <Trans>Discount + coupon</Trans>
          </span>
          <span className={styles.figureValue}>{format(addMoney(totals.discount, totals.coupon))}</span>
        </div>
        {CHARGES.map((charge) => (
          <div key={charge.field} className={styles.figure}>
            <label htmlFor={`pos-${charge.field}`} className={label}>
              {i18n._(charge.label)}
            </label>
            <input
              id={`pos-${charge.field}`}
              className={`${input} ${styles.chargeInput}`}
              type="number"
              inputMode="decimal"
              min={0}
              max={charge.max}
              step="0.01"
              value={texts[charge.field]}
              aria-invalid={problem?.field === charge.field}
              aria-describedby={problem?.field === charge.field ? 'pos-charge-problem' : undefined}
              onChange={(event) => cart.send({ type: 'cart.charge.change', field: charge.field, text: event.currentTarget.value })}
            />
          </div>
        ))}
      </div>
      {/* A refused quantity is said on its line (PosCart); `*3` with nothing added under the search box (PosSearch). */}
      {problem && !problem.field.startsWith('quantity:') && problem.field !== 'search' && (
        <p id="pos-charge-problem" role="alert" className={styles.message}>
          {shownText(i18n, problem.message)}
        </p>
      )}
      <div className={styles.grandTotal}>
        <span>
          <Trans>Grand Total</Trans>
        </span>
        <span data-testid="grand-total">{format(totals.grandTotal)}</span>
      </div>
    </>
  );
}
