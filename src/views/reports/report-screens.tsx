import { useMemo, type ReactNode } from 'react';
import type { ListNoun, ListRow } from '../../machines/common/list.machine';
import { reportInput } from '../../machines/reports/report-logic';
import { useShopToday } from './use-shop-today';
import { ReportActorContext, ReportView, type ReportColumn, type ReportViewProps } from './ReportScreen';

/** A report screen: its machine (rows, columns, CSV/PDF) started at This Month, and its view. */
export function ReportScreenFrame<Row extends ListRow>(props: ReportViewProps<Row> & { listId: string; noun: ListNoun }): ReactNode {
  const today = useShopToday();
  const { kind, columns, title, listId, noun } = props;
  const definition = useMemo(() => ({ kind, listId, title, noun, columns }), [kind, listId, title, noun, columns]);
  return (
    <ReportActorContext.Provider definition={definition} input={reportInput(definition, today)}>
      <ReportView {...props} />
    </ReportActorContext.Provider>
  );
}

export type { ReportColumn };
