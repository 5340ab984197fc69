import { useSelector } from '@xstate/react';
import { lineUnitPrice, selectSizeChoice, type PosCartActor } from '../../machines/pos/pos-cart.machine';
import { SizeQuestion } from '../common/SizeQuestion';
import * as styles from '../common/SizeQuestion.css';
import { useMinorFormat } from './use-minor-format';

/**
 * The cart's size question (docs/screens.md#point-of-sale): each size with its price and its stock at
 * the till's warehouse. After an answer the search box has the focus again (`onDone`).
 */
export function PosSizeDialog({ cart, onDone }: { cart: PosCartActor; onDone: () => void }) {
  const choice = useSelector(cart, selectSizeChoice);
  const where = useSelector(cart, (snapshot) => snapshot.context, (a, b) => a.today === b.today && a.warehouse === b.warehouse);
  const format = useMinorFormat();
  if (!choice) return null;
  const { product, quantity } = choice;
  const answer = (event: Parameters<PosCartActor['send']>[0]) => {
    cart.send(event);
    onDone();
  };
  return (
    <SizeQuestion
      productName={product.name}
      message={`${quantity > 1 ? `Choose the size to add ${quantity} of.` : 'Choose the size to add.'} The stock is this till's${where.warehouse ? ` (${where.warehouse})` : ''}.`}
      sizes={product.variants.map((variant) => ({
        itemCode: variant.itemCode,
        name: variant.name,
        label: `${variant.name}, ${variant.stock} in stock`,
        inStock: variant.stock > 0,
        details: (
          <>
            <span className={styles.sizePrice}>{format(lineUnitPrice({ product, variant: variant.itemCode }, where))}</span>
            <span className={variant.stock > 0 ? styles.sizeStock : styles.noStock}>{variant.stock} in stock</span>
          </>
        ),
      }))}
      onChoose={(itemCode) => answer({ type: 'cart.size.choose', itemCode })}
      onCancel={() => answer({ type: 'cart.size.cancel' })}
    />
  );
}
