import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { PosItem } from '../../machines/common/wire-types';
import { lineUnitPrice } from '../../machines/pos/pos-cart.machine';
import { pageCount, type PosTab, type PosTilesActor } from '../../machines/pos/pos-tiles.machine';
import { button } from '../../styles/controls.css';
import { LoadState } from '../common/LoadState';
import { shownText } from '../i18n/shown-text';
import { PosStock } from './PosStock';
import { useMinorFormat } from './use-minor-format';
import * as styles from './pos.css';

const TABS: { tab: PosTab; label: MessageDescriptor }[] = [
  { tab: 'category', label: msg`Category` },
  { tab: 'brand', label: msg`Brand` },
  { tab: 'featured', label: msg`Featured` },
];

function Picture({ src, name, className, emptyClassName }: { src: string | null; name: string; className: string; emptyClassName: string }) {
  if (!src) {
    return (
      <span className={emptyClassName} aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return <img className={className} src={src} alt="" loading="lazy" />;
}

/** The right column (docs/screens.md#point-of-sale): Category, Brand and Featured tabs, their tiles, the product tiles (price and stock in the till's warehouse) and the pager. */
export function PosTiles({ tiles, where, onAdd }: { tiles: PosTilesActor; where: { today: string; warehouse: string | null }; onAdd: (product: PosItem) => void }) {
  const tab = useSelector(tiles, (snapshot) => snapshot.context.tab);
  const filters = useSelector(tiles, (snapshot) => (snapshot.context.tab === 'category' ? snapshot.context.categories : snapshot.context.tab === 'brand' ? snapshot.context.brands : []));
  const chosen = useSelector(tiles, (snapshot) => snapshot.context.chosen);
  const products = useSelector(tiles, (snapshot) => snapshot.context.products);
  const page = useSelector(tiles, (snapshot) => snapshot.context.page);
  const pages = useSelector(tiles, (snapshot) => pageCount(snapshot.context));
  const loading = useSelector(tiles, (snapshot) => snapshot.hasTag('loading'));
  const failure = useSelector(tiles, (snapshot) => snapshot.context.failure);
  const canNext = useSelector(tiles, (snapshot) => snapshot.can({ type: 'tiles.page.next' }));
  const canPrevious = useSelector(tiles, (snapshot) => snapshot.can({ type: 'tiles.page.previous' }));
  const format = useMinorFormat();
  const { i18n, t } = useLingui();
  return (
    <section className={styles.panel} aria-label={t`Products`}>
      <div role="tablist" aria-label={t`Browse products by`} className={styles.tabs}>
        {TABS.map((entry) => (
          <button
            key={entry.tab}
            type="button"
            role="tab"
            id={`pos-tab-${entry.tab}`}
            aria-selected={tab === entry.tab}
            aria-controls="pos-tab-panel"
            className={styles.tab}
            onClick={() => tiles.send({ type: 'tiles.tab.choose', tab: entry.tab })}
          >
            {i18n._(entry.label)}
          </button>
        ))}
      </div>
      <div id="pos-tab-panel" role="tabpanel" aria-labelledby={`pos-tab-${tab}`} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        {filters.length > 0 && (
          <div className={styles.filterTiles} aria-label={tab === 'category' ? t`Categories` : t`Brands`}>
            {filters.map((filter) => (
              <button key={filter.id} type="button" className={styles.filterTile} aria-pressed={chosen === filter.id} onClick={() => tiles.send({ type: 'tiles.filter.choose', id: filter.id })}>
                <Picture src={filter.image} name={filter.name} className={styles.tileImage} emptyClassName={styles.noTileImage} />
                <bdi>{filter.name}</bdi>
              </button>
            ))}
          </div>
        )}
        <LoadState loading={loading && products.length === 0} error={failure && shownText(i18n, failure)} onRetry={() => tiles.send({ type: 'tiles.retry' })} />
        {!loading && !failure && products.length === 0 && <p className={styles.notice}>{tab === 'featured' ? t`No featured products.` : t`No products here.`}</p>}
        <div className={styles.productGrid} aria-busy={loading}>
          {products.map((product) => {
            const { name, stock } = product;
            return (
              <button key={product.id} type="button" className={styles.productTile} aria-label={t`Add ${name}`} onClick={() => onAdd(product)}>
                <Picture src={product.image} name={name} className={styles.productImage} emptyClassName={styles.noProductImage} />
                <bdi className={styles.tileName}>{name}</bdi>
                <span className={styles.tilePrice}>{format(lineUnitPrice({ product, variant: null }, where))}</span>
                <span className={styles.tileStock}>
                  <PosStock stock={stock} />
                </span>
              </button>
            );
          })}
        </div>
        <div className={styles.pager}>
          <button type="button" className={button.secondary} disabled={!canPrevious} onClick={() => tiles.send({ type: 'tiles.page.previous' })}>
            <Trans>Previous</Trans>
          </button>
          <span>
            <Trans>
              Page {page} of {pages}
            </Trans>
          </span>
          <button type="button" className={button.secondary} disabled={!canNext} onClick={() => tiles.send({ type: 'tiles.page.next' })}>
            <Trans>Next</Trans>
          </button>
        </div>
      </div>
    </section>
  );
}
