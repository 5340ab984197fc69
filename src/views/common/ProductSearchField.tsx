import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { fieldMessageText } from '../i18n/field-messages';
import { useEffect, type ReactNode, type RefObject } from 'react';
import { activeOptionId, type FoundProduct, type ProductSearchActor } from '../../machines/common/product-search.machine';
import { input, label as labelStyle } from '../../styles/controls.css';
import * as styles from './ProductSearchField.css';

/** The keys the search box hands to its machine (docs/screens.md#point-of-sale); any other key types. */
const KEY_EVENTS = { Enter: 'search.enter', ArrowDown: 'search.down', ArrowUp: 'search.up', Escape: 'search.escape' } as const;

interface ProductSearchFieldProps<TProduct extends FoundProduct> {
  search: ProductSearchActor;
  /** The box's id; its list is `{id}-list`, its message `{id}-message`. */
  id: string;
  label: string;
  placeholder: string;
  /** Where the list sits and how high it may grow: each screen's own. */
  listClassName: string;
  boxClassName: string;
  messageClassName: string;
  /** An unknown code at the POS is an alert (with its low tone); on the order forms a status. */
  messageRole: 'alert' | 'status';
  /** The matches as the screen's own products (the machine keeps them as FoundProducts). */
  matchesOf: (matches: readonly FoundProduct[]) => TProduct[];
  /** What a suggestion shows after its name and code: the POS's stock and price. */
  detail?: (product: TProduct) => ReactNode;
  inputRef?: RefObject<HTMLInputElement | null>;
  autoFocus?: boolean;
  /** After a pick with the mouse: the POS gives the focus back to the box. */
  onPicked?: () => void;
}

/**
 * The product search box of the POS and the order forms, as an ARIA combobox: the focus stays in the
 * box, the arrow keys move over the listed products (aria-activedescendant), Enter adds the one they
 * are on (else looks the text up as a code), Escape closes the list. What each key does is the
 * product search machine's (src/machines/common/product-search.machine.ts).
 */
export function ProductSearchField<TProduct extends FoundProduct>(props: ProductSearchFieldProps<TProduct>) {
  const { search, id, label, placeholder, listClassName, boxClassName, messageClassName, messageRole, matchesOf, detail, inputRef, autoFocus, onPicked } = props;
  const text = useSelector(search, (snapshot) => snapshot.context.text);
  const matches = useSelector(search, (snapshot) => snapshot.context.matches);
  const active = useSelector(search, (snapshot) => snapshot.context.active);
  const message = useSelector(search, (snapshot) => snapshot.context.message);
  const { i18n, t } = useLingui();
  const listId = `${id}-list`;
  const messageId = `${id}-message`;
  const activeId = activeOptionId(listId, active);
  const listed = matchesOf(matches);
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);
  return (
    <div className={boxClassName}>
      <label htmlFor={id} className={labelStyle}>
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        className={input}
        style={{ width: '100%' }}
        autoFocus={autoFocus}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={listed.length > 0}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-describedby={message ? messageId : undefined}
        placeholder={placeholder}
        value={text}
        onChange={(event) => search.send({ type: 'search.change', text: event.currentTarget.value })}
        onKeyDown={(event) => {
          const type = KEY_EVENTS[event.key as keyof typeof KEY_EVENTS];
          if (!type) return;
          event.preventDefault();
          // A key the list takes (Escape closing it) is not the screen's too (the POS's Escape closes its receipt).
          if (search.getSnapshot().can({ type })) event.stopPropagation();
          search.send({ type });
        }}
      />
      {message && (
        <p id={messageId} role={messageRole} className={messageClassName}>
          {fieldMessageText(i18n, message)}
        </p>
      )}
      <ul id={listId} role="listbox" aria-label={t`Matching products`} className={listed.length > 0 ? listClassName : undefined} hidden={listed.length === 0}>
        {listed.map((product, index) => (
          <li
            key={product.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // The box keeps the focus (and the keys) while the mouse picks.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              search.send({ type: 'search.pick', productId: product.id });
              onPicked?.();
            }}
          >
            <span>
              <bdi>{product.name}</bdi> <small>({product.code})</small>
            </span>
            {detail && <span className={styles.optionDetail}>{detail(product)}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
