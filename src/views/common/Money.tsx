import { useMoneyFormat } from './use-shop-settings';

/**
 * An amount from the wire, in the shop's currency and position (docs/decisions/005-one-money-formatter.md).
 * Isolated from the text around it (`<bdi>`), so right to left it still reads '-Rs 5.00', never 'Rs 5.00-'
 * (docs/right-to-left.md).
 */
export function Money({ amount }: { amount: number }) {
  const format = useMoneyFormat();
  return <bdi>{format(amount)}</bdi>;
}
