import { useCallback } from 'react';
import { useSelector } from '@xstate/react';
import { formatDate, formatMoney } from '../../domain/format';
import { parseMoney } from '../../domain/money';
import type { GeneralSettings } from '../../domain/settings.schemas';
import { useAppActors } from '../app-actors';
import { useLanguageShown } from '../i18n/use-language-shown';

/** The shop's General Setting as the app holds it (the defaults until it has been read). */
export function useShopSettings(): GeneralSettings {
  const { shopSettings } = useAppActors();
  return useSelector(shopSettings, (snapshot) => snapshot.context.settings);
}

/** Formats an amount as it came over the wire (major units) in the shop's currency and position, in the language shown. */
export function useMoneyFormat(): (wire: number) => string {
  const { currency, currencyPosition } = useShopSettings();
  const language = useLanguageShown();
  // Amounts can be below zero (an account's balance, a loss, money paid out in a report).
  return useCallback(
    (wire: number) => formatMoney(parseMoney(wire, { allowNegative: true }), { currency, currencyPosition }, language),
    [currency, currencyPosition, language],
  );
}

/** Formats an instant (ISO text) or a calendar date in the shop's date format and time zone. */
export function useDateFormat(): (value: string) => string {
  const { dateFormat, timeZone } = useShopSettings();
  return useCallback(
    (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value as never, { dateFormat, timeZone }) : formatDate(new Date(value), { dateFormat, timeZone })),
    [dateFormat, timeZone],
  );
}
