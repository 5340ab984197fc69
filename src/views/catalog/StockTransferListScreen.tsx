import { Link } from 'wouter';
import type { StockTransfer } from '../../domain/stock-transfer.schemas';
import { screens } from '../../domain/screens';
import { stockTransfersList } from '../../machines/catalog/list-clients';
import { button } from '../../styles/controls.css';
import { DateText } from '../common/DateText';
import { ListScreen } from '../common/ListScreen';
import type { Column } from '../common/list-columns';

const linesText = (row: StockTransfer) => row.lines.map((line) => `${line.productName} (${line.productCode}) × ${line.quantity}`).join(', ');

const stockTransferColumns: Column<StockTransfer>[] = [
  { id: 'date', label: 'Date', text: (row) => row.date, render: (row) => <DateText value={row.date} /> },
  { id: 'reference', label: 'Reference', text: (row) => row.referenceNo },
  { id: 'from', label: 'From', text: (row) => row.fromWarehouse },
  { id: 'to', label: 'To', text: (row) => row.toWarehouse },
  { id: 'lines', label: 'Products', wrap: true, text: linesText },
  { id: 'quantity', label: 'Units', numeric: true, text: (row) => String(row.totalQuantity) },
  { id: 'status', label: 'Status', text: () => 'Received' },
  { id: 'note', label: 'Note', wrap: true, text: (row) => row.note },
  { id: 'createdBy', label: 'By', text: (row) => row.createdBy ?? '' },
];

const stockTransferSource = {
  listId: 'stock-transfers',
  title: 'Stock Transfers',
  noun: { one: 'stock transfer', many: 'stock transfers' },
  client: stockTransfersList,
  columns: stockTransferColumns,
};

/**
 * Stock Transfers (/product/transfer): WT-… documents newest first, each with its products and
 * units (docs/screens.md#stock-transfers). Kept as written: stock moved back is a transfer the other way.
 */
export function StockTransferListScreen() {
  return (
    <ListScreen
      title={screens.stockTransferList.title}
      source={stockTransferSource}
      searchLabel="Search stock transfers by reference, warehouse or note"
      searchPlaceholder="Search transfers..."
      emptyText="No stock transfers found matching your search."
      rowLabel={(row) => row.referenceNo}
      rowActions={() => []}
      deletable={false}
      noActionsText="Kept as written: to move stock back, add a transfer the other way."
      dense
      headerActions={() => (
        <Link href={screens.stockTransferAdd.path} className={button.primary}>
          + Add Stock Transfer
        </Link>
      )}
    />
  );
}
