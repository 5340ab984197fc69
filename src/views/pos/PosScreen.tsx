import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { calendarDateIn } from '../../domain/calendar-date';
import { posTillMachine } from '../../machines/pos/pos-till.machine';
import { LoadState } from '../common/LoadState';
import { SelectField } from '../common/SelectField';
import { screenTitle } from '../common/screen.css';
import { useShopSettings } from '../common/use-shop-settings';
import { beep } from './beep';
import { PosCart } from './PosCart';
import { PosSearch } from './PosSearch';
import { PosTiles } from './PosTiles';
import { PosTotals } from './PosTotals';
import * as styles from './pos.css';

type Implementations = Parameters<typeof posTillMachine.provide>[0];

/** The till's reads and writes; view tests provide their own. */
export const PosImplementationsContext = createContext<Implementations>({});

/** /POS and /sale/pos (SPEC.md section 2, Point of sale; issue 13). */
export function PosScreen() {
  const implementations = useContext(PosImplementationsContext);
  const { timeZone } = useShopSettings();
  // The shop's date when the till opens: promotions are priced by it.
  const today = useMemo(() => calendarDateIn(new Date(), timeZone), [timeZone]);
  const machine = useMemo(() => posTillMachine.provide(implementations), [implementations]);
  const till = useActorRef(machine, { input: { today } });
  const cart = useSelector(till, (snapshot) => snapshot.context.cart);
  const tiles = useSelector(till, (snapshot) => snapshot.context.tiles);
  const warehouses = useSelector(till, (snapshot) => snapshot.context.warehouses);
  const billers = useSelector(till, (snapshot) => snapshot.context.billers);
  const warehouseId = useSelector(till, (snapshot) => snapshot.context.warehouseId);
  const billerId = useSelector(till, (snapshot) => snapshot.context.billerId);
  const failure = useSelector(till, (snapshot) => snapshot.context.failure);
  const loading = useSelector(till, (snapshot) => snapshot.matches('loading'));
  const where = useSelector(cart, (snapshot) => snapshot.context, (a, b) => a.today === b.today && a.warehouse === b.warehouse);
  const searchRef = useRef<HTMLInputElement>(null);
  const focusSearch = useCallback(() => searchRef.current?.focus(), []);

  useEffect(() => {
    const subscription = cart.on('scan.unknown', () => beep());
    return () => subscription.unsubscribe();
  }, [cart]);

  return (
    <section className={styles.till} aria-labelledby="screen-title">
      <h1 id="screen-title" className={screenTitle}>
        POS
      </h1>
      <LoadState loading={loading} error={failure} onRetry={() => till.send({ type: 'till.retry' })} />
      <div className={styles.selects}>
        <SelectField
          id="pos-warehouse"
          label="Warehouse"
          options={warehouses.map((option) => ({ value: option.id, label: option.name }))}
          value={warehouseId ?? ''}
          onChange={(event) => {
            till.send({ type: 'till.warehouse.choose', id: event.currentTarget.value });
            focusSearch();
          }}
        />
        <SelectField
          id="pos-biller"
          label="Biller"
          options={billers.map((option) => ({ value: option.id, label: option.name }))}
          value={billerId ?? ''}
          onChange={(event) => {
            till.send({ type: 'till.biller.choose', id: event.currentTarget.value });
            focusSearch();
          }}
        />
      </div>
      <div className={styles.columns}>
        <section className={styles.panel} aria-label="Sale">
          <PosSearch cart={cart} inputRef={searchRef} today={where.today} onAdded={focusSearch} />
          <PosCart cart={cart} onChanged={focusSearch} />
          <PosTotals cart={cart} />
        </section>
        <PosTiles
          tiles={tiles}
          where={where}
          onAdd={(product) => {
            cart.send({ type: 'cart.product.add', product: { ...product, scannedVariant: null } });
            focusSearch();
          }}
        />
      </div>
    </section>
  );
}
