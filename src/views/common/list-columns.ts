import type { ReactNode } from 'react';
import type { ExportColumn } from '../../machines/common/list.actors';
import type { ListActor } from '../../machines/common/list.machine';

/** A list column: what exports write (`text`) and what the table draws (`render`, else the text). */
export interface Column<Row> extends ExportColumn<Row> {
  /** `list` reaches the list's companion (the Account list's Default toggle). */
  render?: (row: Row, list?: ListActor) => ReactNode;
  /** Amounts and counts line up on the right. */
  numeric?: boolean;
  /** Long text (a name) may wrap; every other cell keeps to one line. */
  wrap?: boolean;
  /** Short text (a brand, a category) that may break between its words when the table is tight. */
  breakWords?: boolean;
  /** A picture: on a phone's stacked card it sits on the top line, without its header as a label. */
  media?: boolean;
  /** The footer cell drawn from the list's summary (the Account list's Total of initial balances). */
  footer?: (summary: Readonly<Record<string, number>>) => ReactNode;
}

/** An entry of a row's action menu: a link to another screen, a file to download, the list's own delete, or a screen's own event. */
export type RowAction =
  | { kind: 'link'; label: string; href: string }
  /** A stored file (a purchase's attachment), saved under `fileName` rather than opened as a screen. */
  | { kind: 'download'; label: string; href: string; fileName: string }
  | { kind: 'delete'; label: string }
  /** Sends an event to a machine of the screen (a user's role change). */
  | { kind: 'event'; label: string; send: () => void };
