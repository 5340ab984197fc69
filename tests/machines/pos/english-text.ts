import type { ShownText } from '../../../src/machines/common/notifications';
import { englishOf } from '../common/english';

/** A machine's text (or none) in English, for comparing with the words docs/screens.md gives. */
export const englishOrNull = (text: ShownText | null | undefined): string | null => (text === null || text === undefined ? null : englishOf(text));

/** The till's or counter's notice with its text in English. */
export const noticeInEnglish = <Kind extends string>(notice: { kind: Kind; text: ShownText } | null): { kind: Kind; text: string } | null =>
  notice && { kind: notice.kind, text: englishOf(notice.text) };
