import { useSelector } from '@xstate/react';
import type { RefObject } from 'react';
import type { PosCartActor } from '../../machines/pos/pos-cart.machine';
import { input, label } from '../../styles/controls.css';
import { useMinorFormat } from './use-minor-format';
import { effectiveUnitPrice } from '../../domain/pricing';
import * as styles from './pos.css';

/**
 * 'Scan/Search product by name/code' (docs/screens.md#point-of-sale): Enter sends the typed code (a scanner's
 * Enter); typing lists matches to pick. It keeps the focus: the screen gives it back after each add.
 */
export function PosSearch({ cart, inputRef, today, onAdded }: { cart: PosCartActor; inputRef: RefObject<HTMLInputElement | null>; today: string; onAdded: () => void }) {
  const search = useSelector(cart, (snapshot) => snapshot.context.search);
  const matches = useSelector(cart, (snapshot) => snapshot.context.matches);
  const message = useSelector(cart, (snapshot) => snapshot.context.searchMessage);
  const warehouse = useSelector(cart, (snapshot) => snapshot.context.warehouse);
  const format = useMinorFormat();
  return (
    <div className={styles.searchBox}>
      <label htmlFor="pos-search" className={label}>
        Scan/Search product by name/code
      </label>
      <input
        id="pos-search"
        ref={inputRef}
        className={input}
        style={{ width: '100%' }}
        autoFocus
        autoComplete="off"
        placeholder="Scan/Search product by name/code"
        value={search}
        aria-describedby={message ? 'pos-search-message' : undefined}
        onChange={(event) => cart.send({ type: 'cart.search.change', text: event.currentTarget.value })}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            cart.send({ type: 'cart.search.enter' });
          }
        }}
      />
      {message && (
        <p id="pos-search-message" role="alert" className={styles.message}>
          {message}
        </p>
      )}
      {matches.length > 0 && (
        <ul className={styles.matches} aria-label="Matching products">
          {matches.map((product) => (
            <li key={product.id}>
              <button
                type="button"
                className={styles.match}
                onClick={() => {
                  cart.send({ type: 'cart.search.pick', productId: product.id });
                  onAdded();
                }}
              >
                <span>
                  {product.name} <small>({product.code})</small>
                </span>
                <span>{format(effectiveUnitPrice(product.pricing, { today, warehouse }))}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
