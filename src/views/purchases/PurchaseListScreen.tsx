import { useMemo } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { parseMoney, toDecimalText } from '../../domain/money';
import { attachmentFileName } from '../../domain/purchase-import';
import type { PurchaseRow } from '../../domain/purchase.schemas';
import { pathTo, screens } from '../../domain/screens';
import type { ListActor } from '../../machines/common/list.machine';
import { purchaseChoicesMachine } from '../../machines/purchases/purchase-choices.machine';
import { purchasesList } from '../../machines/purchases/purchase-list';
import { purchasePaymentMachine, type PurchasePaymentActor } from '../../machines/purchases/purchase-payment.machine';
import { button } from '../../styles/controls.css';
import { DateText } from '../common/DateText';
import { ListScreen } from '../common/ListScreen';
import type { Column } from '../common/list-columns';
import { Money } from '../common/Money';
import { screenActorContext } from '../common/screen-actor-context';
import { useForwardNotices } from '../common/use-list-actor';
import { screenTitles } from '../i18n/screen-names';
import { statusName } from '../i18n/status-names';
import { ATTACHED_DOCUMENT_LABEL } from './AttachedDocumentLink';
import { PurchaseListFilters } from './PurchaseListFilters';
import { PurchasePaymentDialog } from './PurchasePaymentDialog';

const money = (wire: number) => toDecimalText(parseMoney(wire));

const paymentsOf = (list: ListActor) => list.getSnapshot().context.companion as PurchasePaymentActor;

function PurchasePayments({ list }: { list: ListActor }) {
  const payments = paymentsOf(list);
  useForwardNotices(payments as never);
  return <PurchasePaymentDialog actor={payments} />;
}

/** The warehouses and suppliers the filters offer, loaded when the list opens. */
export const PurchaseChoicesActorContext = screenActorContext(purchaseChoicesMachine);

export function PurchaseListScreen() {
  const { i18n, t } = useLingui();
  const choices = PurchaseChoicesActorContext.useOwnActor();
  const source = useMemo(() => {
    /**
     * Purchase list (docs/screens.md#purchases): Date, Reference, Supplier, Purchase Status, Grand Total, Paid, Due,
     * Payment Status. The warehouse is searched and filtered by but not a column: with it the table was
     * 1156 px wide in the 944 px a 1280 px screen leaves, and Due went off the card.
     */
    const columns: Column<PurchaseRow>[] = [
      { id: 'date', label: t`Date`, text: (row) => row.date, render: (row) => <DateText value={row.date} /> },
      { id: 'reference', label: t`Reference`, text: (row) => row.reference },
      { id: 'supplier', label: t`Supplier`, breakWords: true, text: (row) => row.supplier ?? t`N/A`, render: (row) => (row.supplier ? <bdi>{row.supplier}</bdi> : t`N/A`) },
      { id: 'purchaseStatus', label: t`Purchase Status`, text: (row) => statusName(i18n, row.purchaseStatus) },
      { id: 'total', label: t`Grand Total`, numeric: true, text: (row) => money(row.total), render: (row) => <Money amount={row.total} /> },
      { id: 'paid', label: t`Paid`, numeric: true, text: (row) => money(row.paid), render: (row) => <Money amount={row.paid} /> },
      { id: 'due', label: t`Due`, numeric: true, text: (row) => money(row.due), render: (row) => <Money amount={row.due} /> },
      { id: 'paymentStatus', label: t`Payment Status`, text: (row) => statusName(i18n, row.paymentStatus) },
    ];
    return {
      listId: 'purchases',
      title: i18n._(screenTitles.purchaseList),
      noun: { one: msg`purchase`, many: msg`purchases` },
      client: purchasesList,
      columns,
      filters: { status: '', warehouse: '', supplier: '', from: '', to: '' },
      sortable: ['date', 'total'],
      // Add payment: the dialog tells the list to read again once Paid and Due have changed.
      companion: { logic: purchasePaymentMachine, input: {} },
    };
  }, [i18n, t]);
  return (
    <ListScreen
      title={source.title}
      source={source}
      searchLabel={t`Search purchases by supplier or warehouse`}
      searchPlaceholder={t`Search by supplier or warehouse...`}
      emptyText={t`No purchases found matching your search.`}
      dense
      rowLabel={(row) => `${row.reference} ${row.supplier ?? ''}`.trim()}
      rowActions={(row, list) => [
        { kind: 'link', label: t`Edit`, href: pathTo('purchaseEdit', row._id) },
        ...(row.attachment ? [{ kind: 'download' as const, label: i18n._(ATTACHED_DOCUMENT_LABEL), href: row.attachment, fileName: attachmentFileName(row.reference, row.attachment) }] : []),
        { kind: 'event', label: row.due > 0 ? t`Add payment` : t`Payments`, send: () => paymentsOf(list).send({ type: 'payment.open', purchase: row }) },
        { kind: 'delete', label: t`Delete` },
      ]}
      filterBar={(list) => <PurchaseListFilters list={list} choices={choices} />}
      headerActions={(list) => (
        <>
          <Link href={screens.purchaseAdd.path} className={button.primary}>
            <Trans>+ Add Purchase</Trans>
          </Link>
          <PurchasePayments list={list} />
        </>
      )}
    />
  );
}
