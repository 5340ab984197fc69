import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { lineUnitPrice, selectSizeChoice, type PosCartActor } from '../../machines/pos/pos-cart.machine';
import { button } from '../../styles/controls.css';
import { backdrop, buttons, dialog, message as messageStyle, title as titleStyle } from '../common/ConfirmDialog.css';
import { useMinorFormat } from './use-minor-format';
import * as styles from './PosSizeDialog.css';

/**
 * 'Which T-Shirt?' (docs/screens.md#point-of-sale): a product with sizes (or colours) picked by its tile,
 * its name or its own code asks for the size in one tap. Each size button shows its price and its
 * stock at the till's warehouse; Esc or Cancel adds nothing. The focus starts on the first size with
 * stock, stays inside, and goes back to the search box after (`onDone`).
 */
export function PosSizeDialog({ cart, onDone }: { cart: PosCartActor; onDone: () => void }) {
  const choice = useSelector(cart, selectSizeChoice);
  if (!choice) return null;
  return <SizeQuestion cart={cart} onDone={onDone} />;
}

function SizeQuestion({ cart, onDone }: { cart: PosCartActor; onDone: () => void }) {
  const { product, quantity } = useSelector(cart, selectSizeChoice)!;
  const where = useSelector(cart, (snapshot) => snapshot.context, (a, b) => a.today === b.today && a.warehouse === b.warehouse);
  const format = useMinorFormat();
  const titleId = useId();
  const messageId = useId();
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const first = boxRef.current?.querySelector<HTMLButtonElement>('button[data-in-stock="true"]') ?? boxRef.current?.querySelector<HTMLButtonElement>('button');
    first?.focus();
  }, []);

  const answer = (event: Parameters<PosCartActor['send']>[0]) => {
    cart.send(event);
    onDone();
  };

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      answer({ type: 'cart.size.cancel' });
      return;
    }
    if (event.key !== 'Tab') return;
    // Tab stays inside the question (WAI-ARIA dialog).
    const focusable = [...(boxRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <div className={backdrop} data-print="hide">
      <div ref={boxRef} className={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={messageId} onKeyDown={onKeyDown}>
        <h2 id={titleId} className={titleStyle}>
          Which {product.name}?
        </h2>
        <p id={messageId} className={messageStyle}>
          {quantity > 1 ? `Choose the size to add ${quantity} of.` : 'Choose the size to add.'} The stock is this till's{where.warehouse ? ` (${where.warehouse})` : ''}.
        </p>
        <div className={styles.sizes} role="group" aria-label="Sizes">
          {product.variants.map((variant) => (
            <button
              key={variant.itemCode}
              type="button"
              className={styles.size}
              data-in-stock={variant.stock > 0}
              aria-label={`${variant.name}, ${variant.stock} in stock`}
              onClick={() => answer({ type: 'cart.size.choose', itemCode: variant.itemCode })}
            >
              <span className={styles.sizeName}>{variant.name}</span>
              <span className={styles.sizePrice}>{format(lineUnitPrice({ product, variant: variant.itemCode }, where))}</span>
              <span className={variant.stock > 0 ? styles.sizeStock : styles.noStock}>{variant.stock} in stock</span>
            </button>
          ))}
        </div>
        <div className={buttons}>
          <button type="button" className={button.secondary} onClick={() => answer({ type: 'cart.size.cancel' })}>
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}
