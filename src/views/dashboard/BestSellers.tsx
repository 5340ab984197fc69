import { Trans, useLingui } from '@lingui/react/macro';
import type { BestSeller, Dashboard } from '../../domain/reports.schemas';
import { useMoneyFormat } from '../common/use-shop-settings';
import { muted, numeric, panelCard, panelTitle, smallTable, stackedOnPhone, twoColumns } from '../reports/reports.css';

/** 'Best Seller': the period's top 5 products by quantity and by amount. */
export function BestSellers({ bestSellers }: { bestSellers: Dashboard['bestSellers'] }) {
  const { t } = useLingui();
  return (
    <div className={twoColumns}>
      <SellerTable title={t`Best Seller by Quantity`} id="best-quantity" rows={bestSellers.byQuantity} />
      <SellerTable title={t`Best Seller by Price`} id="best-amount" rows={bestSellers.byAmount} />
    </div>
  );
}

function SellerTable({ title, id, rows }: { title: string; id: string; rows: BestSeller[] }) {
  const money = useMoneyFormat();
  const { t } = useLingui();
  return (
    <section className={panelCard} aria-labelledby={id}>
      <h2 id={id} className={panelTitle}>
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className={muted}>
          <Trans>No sales in this period.</Trans>
        </p>
      ) : (
        <table className={`${smallTable} ${stackedOnPhone}`}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">
                <Trans>Product</Trans>
              </th>
              <th scope="col" className={numeric}>
                <Trans>Qty</Trans>
              </th>
              <th scope="col" className={numeric}>
                <Trans>Amount</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.productId}>
                <td data-label="#">{index + 1}</td>
                <td data-label={t`Product`}>
                  <span>
                    {row.name} <span className={muted}>({row.code})</span>
                  </span>
                </td>
                <td data-label={t`Qty`} className={numeric}>{row.quantity}</td>
                <td data-label={t`Amount`} className={numeric}>{money(row.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
