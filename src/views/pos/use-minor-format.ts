import { useCallback } from 'react';
import { formatMoney } from '../../domain/format';
import type { Minor } from '../../domain/money';
import { useShopSettings } from '../common/use-shop-settings';
import { useLanguageShown } from '../i18n/use-language-shown';

/** Formats minor units (what the cart computes) in the shop's currency and position. */
export function useMinorFormat(): (amount: Minor) => string {
  const { currency, currencyPosition } = useShopSettings();
  const language = useLanguageShown();
  return useCallback((amount: Minor) => formatMoney(amount, { currency, currencyPosition }, language), [currency, currencyPosition, language]);
}
