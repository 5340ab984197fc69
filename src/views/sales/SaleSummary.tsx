import { Trans } from '@lingui/react/macro';
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
  const { orderTaxRate } = totals;
  return (
    <section className={summary} aria-labelledby="sale-summary-title">
      <h2 id="sale-summary-title" className={sectionTitle}>
        <Trans>Sale Summary</Trans>
      </h2>
      <p className={summaryRow}>
        <span>
          <Trans>Items</Trans>
        </span>
        <span data-testid="summary-items">{totals.items}</span>
      </p>
      <p className={summaryRow}>
        <span>
          <Trans>Total</Trans>
        </span>
        <Money amount={totals.total} />
      </p>
      <p className={summaryRow}>
        <span>
          <Trans>Order Tax ({orderTaxRate}%)</Trans>
        </span>
        <Money amount={totals.orderTax} />
      </p>
      <p className={summaryRow}>
        <span>
          <Trans>Order Discount</Trans>
        </span>
        <Money amount={totals.orderDiscount} />
      </p>
      <p className={summaryRow}>
        <span>
          <Trans>Shipping Cost</Trans>
        </span>
        <Money amount={totals.shipping} />
      </p>
      <p className={summaryTotal}>
        <span>
          <Trans>Grand Total</Trans>
        </span>
        <span data-testid="summary-grand-total">
          <Money amount={totals.grandTotal} />
        </span>
      </p>
    </section>
  );
}
