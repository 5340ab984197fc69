import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { lineUnitPrice, selectSizeChoice, type PosCartActor } from '../../machines/pos/pos-cart.machine';
import { SizeQuestion } from '../common/SizeQuestion';
import * as styles from '../common/SizeQuestion.css';
import { PosStock } from './PosStock';
import { useMinorFormat } from './use-minor-format';

/**
 * The cart's size question (docs/screens.md#point-of-sale): each size with its price and its stock at
 * the till's warehouse. After an answer the search box has the focus again (`onDone`).
 */
export function PosSizeDialog({ cart, onDone }: { cart: PosCartActor; onDone: () => void }) {
  const choice = useSelector(cart, selectSizeChoice);
  const where = useSelector(cart, (snapshot) => snapshot.context, (a, b) => a.today === b.today && a.warehouse === b.warehouse);
  const format = useMinorFormat();
  const { t } = useLingui();
  if (!choice) return null;
  const { product, quantity } = choice;
  const { warehouse } = where;
  const question = quantity > 1 ? t`Choose the size to add ${quantity} of.` : t`Choose the size to add.`;
  const whereFrom = warehouse ? t`The stock is this till's (${warehouse}).` : t`The stock is this till's.`;
  const answer = (event: Parameters<PosCartActor['send']>[0]) => {
    cart.send(event);
    onDone();
  };
  return (
    <SizeQuestion
      productName={product.name}
      message={`${question} ${whereFrom}`}
      sizes={product.variants.map((variant) => {
        const { name, stock } = variant;
        return {
          itemCode: variant.itemCode,
          name,
          label: stock === null ? t`${name}, stock not known offline` : t`${name}, ${stock} in stock`,
          inStock: stock === null || stock > 0,
          details: (
            <>
              <span className={styles.sizePrice}>{format(lineUnitPrice({ product, variant: variant.itemCode }, where))}</span>
              <span className={stock === null || stock > 0 ? styles.sizeStock : styles.noStock}>
                <PosStock stock={stock} />
              </span>
            </>
          ),
        };
      })}
      onChoose={(itemCode) => answer({ type: 'cart.size.choose', itemCode })}
      onCancel={() => answer({ type: 'cart.size.cancel' })}
    />
  );
}
