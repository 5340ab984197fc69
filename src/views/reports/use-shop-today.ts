import { useMemo } from 'react';
import { calendarDateIn } from '../../domain/calendar-date';
import { useShopSettings } from '../common/use-shop-settings';

/** The shop's today in General Setting's time zone, read once per screen (its machines take it as input). */
export function useShopToday(): string {
  const { timeZone } = useShopSettings();
  return useMemo(() => calendarDateIn(new Date(), timeZone), [timeZone]);
}
