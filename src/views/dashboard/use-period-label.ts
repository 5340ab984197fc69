import { useLingui } from '@lingui/react/macro';
import { formatMonth } from '../../domain/format';
import { useDateFormat } from '../common/use-shop-settings';
import { daysInMonth } from '../../domain/report-period';
import { useLanguageShown } from '../i18n/use-language-shown';

/** 'November 2026' for a whole month (the panel label 'July 2025' of the first dashboard, docs/screens.md#dashboard), else the dates. */
export function usePeriodLabel(from: string, to: string): string {
  const date = useDateFormat();
  const { t } = useLingui();
  const language = useLanguageShown();
  const month = from.slice(0, 7);
  if (from === `${month}-01` && to === `${month}-${String(daysInMonth(month)).padStart(2, '0')}`) return formatMonth(month, language);
  if (from === to) return date(from);
  const first = date(from);
  const last = date(to);
  return t`${first} – ${last}`;
}
