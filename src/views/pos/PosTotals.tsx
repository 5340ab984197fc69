import { useSelector } from '@xstate/react';
import { selectPricedCart, type ChargeField, type PosCartActor } from '../../machines/pos/pos-cart.machine';
import { addMoney } from '../../domain/money';
import { input, label } from '../../styles/controls.css';
import { useMinorFormat } from './use-minor-format';
import * as styles from './pos.css';

const CHARGES: { field: ChargeField; label: string; max?: number }[] = [
  { field: 'discount', label: 'Discount' },
  { field: 'coupon', label: 'Coupon' },
  { field: 'tax', label: 'Tax (%)', max: 100 },
  { field: 'shipping', label: 'Shipping' },
];

/** Items, Total, order tax and the tax total, the editable Discount, Coupon, Tax and Shipping, and the Grand Total (docs/pricing.md#items, POS). */
export function PosTotals({ cart }: { cart: PosCartActor }) {
  const totals = useSelector(cart, (snapshot) => selectPricedCart(snapshot).totals, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const texts = useSelector(cart, (snapshot) => snapshot.context.chargeTexts);
  const problem = useSelector(cart, (snapshot) => snapshot.context.problem);
  const format = useMinorFormat();
  return (
    <>
      <div className={styles.summary}>
        <div className={styles.figure}>
          <span className={styles.figureLabel}>Items</span>
          <span className={styles.figureValue} data-testid="cart-items">
            {totals.itemsCount}
          </span>
        </div>
        <div className={styles.figure}>
          <span className={styles.figureLabel}>Total</span>
          <span className={styles.figureValue} data-testid="cart-total">
            {format(totals.total)}
          </span>
        </div>
        <div className={styles.figure}>
          <span className={styles.figureLabel}>Order tax</span>
          <span className={styles.figureValue}>{format(totals.orderTax)}</span>
        </div>
        <div className={styles.figure}>
          {/* The lines' product tax and the order tax (docs/pricing.md#tax-total), inside the Grand Total. */}
          <span className={styles.figureLabel}>Tax total</span>
          <span className={styles.figureValue} data-testid="cart-tax-total">
            {format(totals.tax)}
          </span>
        </div>
        <div className={styles.figure}>
          <span className={styles.figureLabel}>Discount + coupon</span>
          <span className={styles.figureValue}>{format(addMoney(totals.discount, totals.coupon))}</span>
        </div>
        {CHARGES.map((charge) => (
          <div key={charge.field} className={styles.figure}>
            <label htmlFor={`pos-${charge.field}`} className={label}>
              {charge.label}
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
          {problem.message}
        </p>
      )}
      <div className={styles.grandTotal}>
        <span>Grand Total</span>
        <span data-testid="grand-total">{format(totals.grandTotal)}</span>
      </div>
    </>
  );
}
