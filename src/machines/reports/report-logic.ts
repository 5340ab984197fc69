/** A report screen's machine with its list wired to the report's rows on the server. */
import { readHiddenColumns } from '../../api/common/list-preferences';
import { reportLists } from '../../api/reports/reports';
import { REPORT_SORTS, type ReportKind } from '../../domain/reports.schemas';
import { listMachine, type ListNoun, type ListRow } from '../common/list.machine';
import { listImplementations, type ExportColumn } from '../common/list.actors';
import { reportMachine, type ReportInput } from './report.machine';

export interface ReportDefinition<Row extends ListRow> {
  kind: ReportKind;
  /** Names the stored column choice and the exported files: 'sale-report'. */
  listId: string;
  /** The heading of a PDF export. */
  title: string;
  noun: ListNoun;
  columns: readonly ExportColumn<Row>[];
}

export function reportLogic<Row extends ListRow>(definition: ReportDefinition<Row>) {
  const source = { listId: definition.listId, title: definition.title, noun: definition.noun, client: reportLists[definition.kind] as never, columns: definition.columns };
  return reportMachine.provide({ actors: { list: listMachine.provide(listImplementations(source) as never) } });
}

/** Starts at This Month, ordered by the report's first sort column (names ascending, amounts largest first). */
export function reportInput<Row extends ListRow>(definition: ReportDefinition<Row>, today: string): ReportInput {
  const sortable = [...REPORT_SORTS[definition.kind]] as string[];
  return {
    today,
    kind: definition.kind,
    list: {
      listId: definition.listId,
      noun: definition.noun,
      columns: definition.columns.map((column) => column.id),
      hiddenColumns: readHiddenColumns(definition.listId),
      sortable,
      sort: { column: sortable[0]!, direction: definition.kind === 'product' ? 'asc' : 'desc' },
    },
  };
}
