import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { RefObject } from 'react';
import { asPosItems, lineUnitPrice, selectProductSearch, type PosCartActor } from '../../machines/pos/pos-cart.machine';
import type { PosItem } from '../../machines/common/wire-types';
import { ProductSearchField } from '../common/ProductSearchField';
import { shownText } from '../i18n/shown-text';
import { PosStock } from './PosStock';
import { useMinorFormat } from './use-minor-format';
import * as styles from './pos.css';

/**
 * 'Scan/Search product by name/code' (docs/screens.md#point-of-sale): the cart's product search, each
 * suggestion with its stock in the till's warehouse and its price there. It keeps the focus: the
 * screen gives it back after each add.
 */
export function PosSearch({ cart, inputRef, today, onAdded }: { cart: PosCartActor; inputRef: RefObject<HTMLInputElement | null>; today: string; onAdded: () => void }) {
  const search = useSelector(cart, selectProductSearch);
  const warehouse = useSelector(cart, (snapshot) => snapshot.context.warehouse);
  // `*3` with nothing added yet: said here, under the box it was typed in.
  const problem = useSelector(cart, (snapshot) => (snapshot.context.problem?.field === 'search' ? snapshot.context.problem.message : null));
  const format = useMinorFormat();
  const { i18n, t } = useLingui();
  if (!search) return null;
  return (
    <>
      <ProductSearchField<PosItem>
        search={search}
        id="pos-search"
        label={t`Scan/Search product by name/code`}
        placeholder={t`Scan/Search product by name/code`}
        boxClassName={styles.searchBox}
        listClassName={styles.matches}
        messageClassName={styles.message}
        messageRole="alert"
        matchesOf={asPosItems}
        detail={(product) => {
          const { stock } = product;
          return (
            <>
              <span>
                <PosStock stock={stock} />
              </span>
              <span>{format(lineUnitPrice({ product, variant: null }, { today, warehouse }))}</span>
            </>
          );
        }}
        inputRef={inputRef}
        autoFocus
        onPicked={onAdded}
      />
      {problem && (
        <p role="alert" className={styles.message} data-testid="pos-search-problem">
          {shownText(i18n, problem)}
        </p>
      )}
    </>
  );
}
