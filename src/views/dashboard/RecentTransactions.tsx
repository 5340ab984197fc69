import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { Dashboard } from '../../domain/reports.schemas';
import { pathTo } from '../../domain/screens';
import { RECENT_TABS, type RecentTab } from '../../machines/reports/dashboard.machine';
import { useDateFormat, useMoneyFormat } from '../common/use-shop-settings';
import { statusName } from '../i18n/status-names';
import { DashboardActorContext } from './dashboard-actor';
import { nowrap, numeric, panelCard, panelTitle, scrollX, smallTable, stackedOnPhone, tab as tabStyle, tabs } from '../reports/reports.css';

const TAB_LABELS: Record<RecentTab, MessageDescriptor> = { sale: msg`Sale`, purchase: msg`Purchase`, quotation: msg`Quotation`, payment: msg`Payment` };
const PARTY: Record<RecentTab, MessageDescriptor> = { sale: msg`Customer`, purchase: msg`Supplier`, quotation: msg`Customer`, payment: msg`Customer / Supplier` };

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
  const { i18n, t } = useLingui();
  const party = i18n._(PARTY[current]);
  const tabName = i18n._(TAB_LABELS[current]);
  return (
    <section className={panelCard} aria-labelledby="recent-title">
      <h2 id="recent-title" className={panelTitle}>
        <Trans>Recent Transaction</Trans>
      </h2>
      <div className={tabs} role="tablist" aria-label={t`Recent Transaction`}>
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
            {i18n._(TAB_LABELS[tab])}
          </button>
        ))}
      </div>
      <div id="recent-panel" role="tabpanel" aria-labelledby={`recent-tab-${current}`} className={scrollX}>
        {rows.length === 0 ? (
          <p>
            <Trans>No records found for {tabName}</Trans>
          </p>
        ) : (
          <table className={`${smallTable} ${stackedOnPhone}`}>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Date</Trans>
                </th>
                <th scope="col">
                  <Trans>Reference</Trans>
                </th>
                <th scope="col">{party}</th>
                <th scope="col">
                  <Trans>Status</Trans>
                </th>
                <th scope="col" className={numeric}>
                  <Trans>Grand Total</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const href = documentLink(current, row.documentId);
                return (
                  <tr key={row._id}>
                    <td data-label={t`Date`} className={nowrap}>{date(row.date)}</td>
                    <td data-label={t`Reference`} className={nowrap}>{href ? <Link href={href}>{row.reference}</Link> : row.reference}</td>
                    <td data-label={party}>{row.party}</td>
                    <td data-label={t`Status`} className={nowrap}>{statusName(i18n, row.status)}</td>
                    <td data-label={t`Grand Total`} className={numeric}>{money(row.grandTotal)}</td>
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
