import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { orderLinesMachine } from '../../machines/common/order-lines.machine';
import { selectPurchaseSummary } from '../../machines/purchases/purchase-lines.selectors';
import { Money } from '../common/Money';
import { summary, summaryRow, summaryTotal } from '../common/DocumentForm.css';

/** The purchase's totals, priced by src/domain exactly as the server prices them. */
export function PurchaseSummary({ lines }: { lines: ActorRefFrom<typeof orderLinesMachine> }) {
  const figures = useSelector(lines, selectPurchaseSummary, shallowEqual);
  return (
    <section className={summary} aria-label="Purchase Summary">
      <p className={summaryRow}>
        <span>Items</span>
        <span>{figures.items}</span>
      </p>
      <p className={summaryRow}>
        <span>Total</span>
        <Money amount={figures.total} />
      </p>
      <p className={summaryRow}>
        <span>Order Tax ({figures.orderTaxRate}%)</span>
        <Money amount={figures.orderTax} />
      </p>
      <p className={summaryRow}>
        <span>Discount</span>
        <Money amount={figures.discount} />
      </p>
      <p className={summaryRow}>
        <span>Shipping Cost</span>
        <Money amount={figures.shipping} />
      </p>
      <p className={summaryTotal}>
        <span>Grand Total</span>
        <output aria-label="Grand Total">
          <Money amount={figures.grandTotal} />
        </output>
      </p>
    </section>
  );
}
