import { useLingui } from '@lingui/react/macro';
import { monthTitle } from '../../domain/report-period';
import { useDateFormat } from '../common/use-shop-settings';
import { daysInMonth } from '../../domain/report-period';

/** 'November 2026' for a whole month (the panel label 'July 2025' of the first dashboard, docs/screens.md#dashboard), else the dates. */
export function usePeriodLabel(from: string, to: string): string {
  const date = useDateFormat();
  const { t } = useLingui();
  const month = from.slice(0, 7);
  if (from === `${month}-01` && to === `${month}-${String(daysInMonth(month)).padStart(2, '0')}`) return monthTitle(month);
  if (from === to) return date(from);
  const first = date(from);
  const last = date(to);
  return t`${first} – ${last}`;
}
