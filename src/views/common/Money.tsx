import { useMoneyFormat } from './use-shop-settings';

/** An amount from the wire, in the shop's currency and position (docs/decisions/005-one-money-formatter.md). */
export function Money({ amount }: { amount: number }) {
  const format = useMoneyFormat();
  return <>{format(amount)}</>;
}
