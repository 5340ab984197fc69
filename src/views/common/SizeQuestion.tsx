import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { button } from '../../styles/controls.css';
import { backdrop, buttons, dialog, message as messageStyle, title as titleStyle } from './ConfirmDialog.css';
import * as styles from './SizeQuestion.css';
import { keepTabInside } from './keep-tab-inside';

/** One size button: its name, and what the screen says under it (a price, the stock). */
export interface SizeOption {
  itemCode: string;
  name: string;
  /** What a screen reader says for the button ('M, 1 in stock'); the name when nothing more. */
  label: string;
  details?: ReactNode;
  /** The focus starts on the first size that has stock. */
  inStock: boolean;
}

interface SizeQuestionProps {
  productName: string;
  message: string;
  sizes: readonly SizeOption[];
  onChoose: (itemCode: string) => void;
  onCancel: () => void;
}

/**
 * 'Which T-Shirt?' (docs/screens.md#point-of-sale, and the order forms): a product with sizes (or
 * colours) added without naming one asks for the size in one tap, a button a size. Esc or Cancel adds
 * nothing. The focus starts on the first size in stock and stays inside (WAI-ARIA dialog); the screen
 * puts it back where it belongs after.
 */
export function SizeQuestion({ productName, message, sizes, onChoose, onCancel }: SizeQuestionProps) {
  const titleId = useId();
  const messageId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const { t } = useLingui();

  useEffect(() => {
    const first = boxRef.current?.querySelector<HTMLButtonElement>('button[data-in-stock="true"]') ?? boxRef.current?.querySelector<HTMLButtonElement>('button');
    first?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
      return;
    }
    const focusable = [...(boxRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    keepTabInside(event, focusable[0], focusable.at(-1));
  }

  return (
    <div className={backdrop} data-print="hide">
      <div ref={boxRef} className={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={messageId} onKeyDown={onKeyDown}>
        <h2 id={titleId} className={titleStyle}>
          {t`Which ${productName}?`}
        </h2>
        <p id={messageId} className={messageStyle}>
          {message}
        </p>
        <div className={styles.sizes} role="group" aria-label={t`Sizes`}>
          {sizes.map((size) => (
            <button key={size.itemCode} type="button" className={styles.size} data-in-stock={size.inStock} aria-label={size.label} onClick={() => onChoose(size.itemCode)}>
              <span className={styles.sizeName}>{size.name}</span>
              {size.details}
            </button>
          ))}
        </div>
        <div className={buttons}>
          <button type="button" className={button.secondary} onClick={onCancel}>
            {t`Cancel`}
          </button>
        </div>
      </div>
    </div>
  );
}

interface LineSizeQuestionProps {
  product: { name: string; variants: readonly { itemCode: string; name: string }[] };
  /** What the size's line gets: 1, or the `3*` typed before the product. */
  quantity: number;
  onChoose: (itemCode: string) => void;
  onCancel: () => void;
}

/**
 * The back office's size question, on the order forms and the stock transfer form alike
 * (docs/screens.md#purchases, #stock-transfers): a button a size, each size a line of its own.
 */
export function LineSizeQuestion({ product, quantity, onChoose, onCancel }: LineSizeQuestionProps) {
  const { t } = useLingui();
  return (
    <SizeQuestion
      productName={product.name}
      message={quantity > 1 ? t`Each size is a line of its own. Choose the size to add ${quantity} of.` : t`Each size is a line of its own. Choose the size to add.`}
      sizes={product.variants.map((variant) => ({ itemCode: variant.itemCode, name: variant.name, label: variant.name, inStock: true }))}
      onChoose={onChoose}
      onCancel={onCancel}
    />
  );
}
