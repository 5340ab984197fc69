import { Trans } from '@lingui/react/macro';
import type { Product } from '../../domain/product.schemas';
import { calendarDateIn } from '../../domain/calendar-date';
import { parseMoney, toWire } from '../../domain/money';
import { effectiveUnitPrice } from '../../domain/pricing';
import { Money } from '../common/Money';
import { useShopSettings } from '../common/use-shop-settings';
import { promotionBadge, wasPrice } from './ProductPrice.css';

/** A list row's price: while a promotion runs (in the shop's own date), its price with a badge and the usual one struck through. */
export function ProductPrice({ product }: { product: Product }) {
  const { timeZone } = useShopSettings();
  const price = parseMoney(product.productPrice);
  const promotion =
    product.hasPromotion && product.promotionPrice !== null && product.promotionStart && product.promotionEnd
      ? { price: parseMoney(product.promotionPrice), start: product.promotionStart, end: product.promotionEnd }
      : null;
  const selling = promotion ? effectiveUnitPrice({ price, promotion: promotion as never }, { today: calendarDateIn(new Date(), timeZone) }) : price;
  if (selling === price) return <Money amount={product.productPrice} />;
  return (
    <>
      <span className={promotionBadge}>
        <Trans>Promotion</Trans>
      </span> <Money amount={toWire(selling)} />{' '}
      <s className={wasPrice}>
        <Money amount={product.productPrice} />
      </s>
    </>
  );
}
