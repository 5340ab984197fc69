import { Link } from 'wouter';
import type { Dashboard } from '../../domain/reports.schemas';
import { pathTo } from '../../domain/screens';
import { RECENT_TABS, type RecentTab } from '../../machines/reports/dashboard.machine';
import { useDateFormat, useMoneyFormat } from '../common/use-shop-settings';
import { DashboardActorContext } from './dashboard-actor';
import { nowrap, numeric, panelCard, panelTitle, scrollX, smallTable, stackedOnPhone, tab as tabStyle, tabs } from '../reports/reports.css';

const TAB_LABELS: Record<RecentTab, string> = { sale: 'Sale', purchase: 'Purchase', quotation: 'Quotation', payment: 'Payment' };
const PARTY: Record<RecentTab, string> = { sale: 'Customer', purchase: 'Supplier', quotation: 'Customer', payment: 'Customer / Supplier' };

function documentLink(tab: RecentTab, id: string | null): string | null {
  if (!id) return null;
  return tab === 'purchase' ? pathTo('purchaseEdit', id) : pathTo('saleEdit', id);
}

/** 'Recent Transaction' with its tabs Sale, Purchase, Quotation and Payment (docs/decisions/014-quotations-are-pending-sales.md). */
export function RecentTransactions({ recent }: { recent: Dashboard['recent'] }) {
  const actor = DashboardActorContext.useActorRef();
  const current = DashboardActorContext.useSelector((snapshot) => snapshot.context.tab);
  const money = useMoneyFormat();
  const date = useDateFormat();
  const rows = recent[current];
  return (
    <section className={panelCard} aria-labelledby="recent-title">
      <h2 id="recent-title" className={panelTitle}>
        Recent Transaction
      </h2>
      <div className={tabs} role="tablist" aria-label="Recent Transaction">
        {RECENT_TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`recent-tab-${tab}`}
            aria-selected={tab === current}
            aria-controls="recent-panel"
            className={tabStyle[tab === current ? 'active' : 'idle']}
            onClick={() => actor.send({ type: 'recent.tab', tab })}
          >
            {TAB_LABELS[tab]}
          </button>
        ))}
      </div>
      <div id="recent-panel" role="tabpanel" aria-labelledby={`recent-tab-${current}`} className={scrollX}>
        {rows.length === 0 ? (
          <p>No records found for {TAB_LABELS[current]}</p>
        ) : (
          <table className={`${smallTable} ${stackedOnPhone}`}>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Reference</th>
                <th scope="col">{PARTY[current]}</th>
                <th scope="col">Status</th>
                <th scope="col" className={numeric}>
                  Grand Total
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const href = documentLink(current, row.documentId);
                return (
                  <tr key={row._id}>
                    <td data-label="Date" className={nowrap}>{date(row.date)}</td>
                    <td data-label="Reference" className={nowrap}>{href ? <Link href={href}>{row.reference}</Link> : row.reference}</td>
                    <td data-label={PARTY[current]}>{row.party}</td>
                    <td data-label="Status" className={nowrap}>{row.status}</td>
                    <td data-label="Grand Total" className={numeric}>{money(row.grandTotal)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
