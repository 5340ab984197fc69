import { useMoneyFormat } from './use-shop-settings';

/** An amount from the wire, in the shop's currency and position (DESIGN.md decision 5). */
export function Money({ amount }: { amount: number }) {
  const format = useMoneyFormat();
  return <>{format(amount)}</>;
}
