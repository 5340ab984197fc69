import { shallowEqual, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '../../domain/format';
import { useLanguageShown } from '../i18n/use-language-shown';
import type { ActorRefFrom } from 'xstate';
import type { orderLinesMachine } from '../../machines/common/order-lines.machine';
import { selectPurchaseSummary } from '../../machines/purchases/purchase-lines.selectors';
import { Money } from '../common/Money';
import { summary, summaryRow, summaryTotal } from '../common/DocumentForm.css';

/** The purchase's totals, priced by src/domain exactly as the server prices them. */
export function PurchaseSummary({ lines }: { lines: ActorRefFrom<typeof orderLinesMachine> }) {
  const figures = useSelector(lines, selectPurchaseSummary, shallowEqual);
  const { t } = useLingui();
  const language = useLanguageShown();
  const orderTaxRate = formatNumber(figures.orderTaxRate, language);
  return (
    <section className={summary} aria-label={t`Purchase Summary`}>
      <p className={summaryRow}>
        <span>
          <Trans>Items</Trans>
        </span>
        <span>{formatNumber(figures.items, language)}</span>
      </p>
      <p className={summaryRow}>
        <span>
          <Trans>Total</Trans>
        </span>
        <Money amount={figures.total} />
      </p>
      <p className={summaryRow}>
        <span>
          <Trans>Order Tax ({orderTaxRate}%)</Trans>
        </span>
        <Money amount={figures.orderTax} />
      </p>
      <p className={summaryRow}>
        <span>
          <Trans>Discount</Trans>
        </span>
        <Money amount={figures.discount} />
      </p>
      <p className={summaryRow}>
        <span>
          <Trans>Shipping Cost</Trans>
        </span>
        <Money amount={figures.shipping} />
      </p>
      <p className={summaryTotal}>
        <span>
          <Trans>Grand Total</Trans>
        </span>
        <output aria-label={t`Grand Total`}>
          <Money amount={figures.grandTotal} />
        </output>
      </p>
    </section>
  );
}
