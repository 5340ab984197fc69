import { useMemo } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { StockTransfer } from '../../domain/stock-transfer.schemas';
import { formatNumber } from '../../domain/format';
import { screens } from '../../domain/screens';
import { stockTransfersList } from '../../machines/catalog/list-clients';
import { button } from '../../styles/controls.css';
import { DateText } from '../common/DateText';
import { ListScreen } from '../common/ListScreen';
import type { Column } from '../common/list-columns';
import { screenTitles } from '../i18n/screen-names';
import { statusName } from '../i18n/status-names';
import { useLanguageShown } from '../i18n/use-language-shown';

const linesText = (row: StockTransfer) => row.lines.map((line) => `${line.productName} (${line.productCode}) × ${line.quantity}`).join(', ');

/**
 * Stock Transfers (/product/transfer): WT-… documents newest first, each with its products and
 * units (docs/screens.md#stock-transfers). Kept as written: stock moved back is a transfer the other way.
 */
export function StockTransferListScreen() {
  const { i18n, t } = useLingui();
  const language = useLanguageShown();
  const source = useMemo(() => {
    const columns: Column<StockTransfer>[] = [
      { id: 'date', label: t`Date`, text: (row) => row.date, render: (row) => <DateText value={row.date} /> },
      { id: 'reference', label: t`Reference`, text: (row) => row.referenceNo },
      { id: 'from', label: t`From`, text: (row) => row.fromWarehouse, render: (row) => <bdi>{row.fromWarehouse}</bdi> },
      { id: 'to', label: t`To`, text: (row) => row.toWarehouse, render: (row) => <bdi>{row.toWarehouse}</bdi> },
      { id: 'lines', label: t`Products`, wrap: true, text: linesText, render: (row) => <bdi>{linesText(row)}</bdi> },
      { id: 'quantity', label: t`Units`, numeric: true, text: (row) => String(row.totalQuantity), render: (row) => formatNumber(row.totalQuantity, language) },
      { id: 'status', label: t`Status`, text: () => statusName(i18n, 'Received') },
      { id: 'note', label: t`Note`, wrap: true, text: (row) => row.note, render: (row) => <bdi>{row.note}</bdi> },
      { id: 'createdBy', label: t`By`, text: (row) => row.createdBy ?? '', render: (row) => <bdi>{row.createdBy ?? ''}</bdi> },
    ];
    return {
      listId: 'stock-transfers',
      title: i18n._(screenTitles.stockTransferList),
      noun: { one: msg`stock transfer`, many: msg`stock transfers` },
      client: stockTransfersList,
      columns,
    };
  }, [i18n, t, language]);
  return (
    <ListScreen
      title={source.title}
      source={source}
      searchLabel={t`Search stock transfers by reference, warehouse or note`}
      searchPlaceholder={t`Search transfers...`}
      emptyText={t`No stock transfers found matching your search.`}
      rowLabel={(row) => row.referenceNo}
      rowActions={() => []}
      deletable={false}
      noActionsText={t`Kept as written: to move stock back, add a transfer the other way.`}
      dense
      headerActions={() => (
        <Link href={screens.stockTransferAdd.path} className={button.primary}>
          <Trans>+ Add Stock Transfer</Trans>
        </Link>
      )}
    />
  );
}
