import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { orderLinesMachine } from '../../machines/common/order-lines.machine';
import { selectSaleSummary } from '../../machines/sales/sale-lines.selectors';
import { Money } from '../common/Money';
import { sectionTitle } from '../common/RecordFormFrame.css';
import { summary, summaryRow, summaryTotal } from '../common/DocumentForm.css';

/** docs/screens.md#sales: Items, Total, Order Tax (with percent), Order Discount, Shipping Cost, Grand Total. */
export function SaleSummary({ lines }: { lines: ActorRefFrom<typeof orderLinesMachine> }) {
  const totals = useSelector(lines, selectSaleSummary, shallowEqual);
  return (
    <section className={summary} aria-labelledby="sale-summary-title">
      <h2 id="sale-summary-title" className={sectionTitle}>
        Sale Summary
      </h2>
      <p className={summaryRow}>
        <span>Items</span>
        <span data-testid="summary-items">{totals.items}</span>
      </p>
      <p className={summaryRow}>
        <span>Total</span>
        <Money amount={totals.total} />
      </p>
      <p className={summaryRow}>
        <span>Order Tax ({totals.orderTaxRate}%)</span>
        <Money amount={totals.orderTax} />
      </p>
      <p className={summaryRow}>
        <span>Order Discount</span>
        <Money amount={totals.orderDiscount} />
      </p>
      <p className={summaryRow}>
        <span>Shipping Cost</span>
        <Money amount={totals.shipping} />
      </p>
      <p className={summaryTotal}>
        <span>Grand Total</span>
        <span data-testid="summary-grand-total">
          <Money amount={totals.grandTotal} />
        </span>
      </p>
    </section>
  );
}
