import { useDateFormat } from './use-shop-settings';

/** A date from the wire in the shop's date format and time zone (General Setting). */
export function DateText({ value }: { value: string }) {
  const format = useDateFormat();
  return <time dateTime={value}>{format(value)}</time>;
}
