import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { calendarDateIn } from '../../domain/calendar-date';
import type { BoundTill, PosTillEvent } from '../../machines/pos/pos-till.machine';
import type { PosPaymentActor } from '../../machines/pos/pos-payment.machine';
import type { ReturnFormActor } from '../../machines/returns/return-form.machine';
import { button } from '../../styles/controls.css';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { LoadState } from '../common/LoadState';
import { SelectField } from '../common/SelectField';
import { screenTitle } from '../common/screen.css';
import { useOffered } from '../common/use-offered';
import { useShopSettings } from '../common/use-shop-settings';
import { useAppActors } from '../app-actors';
import { screenTitles } from '../i18n/screen-names';
import { loadCatalog } from '../i18n/catalogs';
import { shownText } from '../i18n/shown-text';
import { beep } from './beep';
import { PosCart } from './PosCart';
import { PosBlindCount, PosCashDialog, PosNoSaleDialog, PosShiftBar, PosShiftOpening, PosTillChoice, PosUnbound, PosXReportDialog, PosZReport } from './PosCounter';
import { PAY_BUTTONS, PosPayButtons } from './PosPayButtons';
import { PosCatalogStatus } from './PosCatalogStatus';
import { PosOutbox } from './PosOutbox';
import { PosPaymentDialog } from './PosPaymentDialog';
import { PosReceipt } from './PosReceipt';
import { PosSearch } from './PosSearch';
import { PosSizeDialog } from './PosSizeDialog';
import { PosTiles } from './PosTiles';
import { PosTotals } from './PosTotals';
import { PosCounter, PosTill } from './pos-till-context';
import { useTillTakes } from './use-till-takes';
import * as styles from './pos.css';

// A return, a new customer and the recent sales are rare beside a sale: each dialog is fetched the first time it
// opens, with the back office's texts it reads (docs/i18n.md#catalogs), which keeps both out of the counter's
// first load (docs/quality.md#budgets).
const withTheirTexts = <T,>(code: Promise<T>) => Promise.all([code, loadCatalog(i18n.locale, 'back-office')]).then(([module]) => module);
const ReturnDialog = lazy(() => withTheirTexts(import('../returns/ReturnDialog')).then((module) => ({ default: module.ReturnDialog })));
const PosCustomerDialog = lazy(() => withTheirTexts(import('./PosCustomerDialog')).then((module) => ({ default: module.PosCustomerDialog })));
const PosRecent = lazy(() => withTheirTexts(import('./PosRecent')).then((module) => ({ default: module.PosRecent })));

const PAY_EVENTS = PAY_BUTTONS.map((entry) => entry.event);

/**
 * /POS and /sale/pos (docs/screens.md#point-of-sale): the counter (this browser's till and its
 * shift) and, while the shift is open, the till selling. Tests substitute the till's and the
 * counter's reads and writes with `PosTill.Substitute` and `PosCounter.Substitute`.
 */
export function PosScreen() {
  // Binding the browser to a till is an admin's (shopSetup); confirming a count is too (accounts).
  const canBind = useOffered('shopSetup');
  const canConfirm = useOffered('accounts');
  const { currency } = useShopSettings();
  const { i18n } = useLingui();
  return (
    <section className={styles.till} aria-labelledby="screen-title">
      <h1 id="screen-title" className={screenTitle}>
        {i18n._(screenTitles.pos)}
      </h1>
      <PosCounter.Provider input={{ canBind, canConfirm, currency }}>
        <Counter canBind={canBind} canConfirm={canConfirm} />
      </PosCounter.Provider>
    </section>
  );
}

function Counter({ canBind, canConfirm }: { canBind: boolean; canConfirm: boolean }) {
  const counter = PosCounter.useActorRef();
  // The counter starts with what the session knew; /api/me may tell the access later (a reload on /POS).
  useEffect(() => counter.send({ type: 'counter.access', canBind, canConfirm }), [counter, canBind, canConfirm]);
  const { timeZone, currency } = useShopSettings();
  // General Setting may be read after the counter started: the drawer is counted in its currency's notes.
  useEffect(() => counter.send({ type: 'counter.currency', currency }), [counter, currency]);
  // The shop's date when the till opens: promotions are priced by it.
  const today = useMemo(() => calendarDateIn(new Date(), timeZone), [timeZone]);
  const till = PosCounter.useSelector((snapshot) => snapshot.context.till);
  // The open shift a sale numbered on the till names, and who sells, for a receipt printed before the server answers.
  const shiftId = PosCounter.useSelector((snapshot) => snapshot.context.report?.shift._id ?? null);
  const { session } = useAppActors();
  const cashier = useSelector(session, (snapshot) => snapshot.context.name || null);
  const failure = PosCounter.useSelector((snapshot) => snapshot.context.failure);
  const loading = PosCounter.useSelector((snapshot) => snapshot.hasTag('loading'));
  const unbound = PosCounter.useSelector((snapshot) => snapshot.hasTag('unbound'));
  const choosing = PosCounter.useSelector((snapshot) => snapshot.hasTag('choosing'));
  const floatCount = PosCounter.useSelector((snapshot) => snapshot.hasTag('floatCount'));
  const selling = PosCounter.useSelector((snapshot) => snapshot.hasTag('selling'));
  const cashDialog = PosCounter.useSelector((snapshot) => snapshot.hasTag('cashDialog'));
  const noSaleDialog = PosCounter.useSelector((snapshot) => snapshot.hasTag('noSaleDialog'));
  const xReport = PosCounter.useSelector((snapshot) => snapshot.hasTag('xReport'));
  const blindCount = PosCounter.useSelector((snapshot) => snapshot.hasTag('blindCount'));
  const zReport = PosCounter.useSelector((snapshot) => snapshot.hasTag('zReport'));
  const { i18n } = useLingui();
  return (
    <>
      <LoadState loading={loading} error={failure && shownText(i18n, failure)} onRetry={() => counter.send({ type: 'counter.retry' })} />
      {unbound && <PosUnbound />}
      {choosing && <PosTillChoice />}
      {floatCount && <PosShiftOpening />}
      {selling && till && (
        <>
          <PosShiftBar />
          <PosTill.Provider key={till._id} input={{ today, till: till satisfies BoundTill, shiftId, cashier }}>
            {/* The X report prints through the receipts' path: the last receipt steps aside meanwhile. */}
            <Till showReceipt={!xReport} />
          </PosTill.Provider>
        </>
      )}
      {cashDialog && <PosCashDialog />}
      {noSaleDialog && <PosNoSaleDialog />}
      {xReport && <PosXReportDialog />}
      {blindCount && <PosBlindCount />}
      {zReport && <PosZReport />}
    </>
  );
}

function Till({ showReceipt }: { showReceipt: boolean }) {
  const till = PosTill.useActorRef();
  const cart = useSelector(till, (snapshot) => snapshot.context.cart);
  const tiles = useSelector(till, (snapshot) => snapshot.context.tiles);
  const customers = useSelector(till, (snapshot) => snapshot.context.customers);
  const customerId = useSelector(till, (snapshot) => snapshot.context.customerId);
  const notice = useSelector(till, (snapshot) => snapshot.context.notice);
  const receipt = useSelector(till, (snapshot) => snapshot.context.receipt);
  const shortLines = useSelector(till, (snapshot) => snapshot.context.shortLines);
  const payment = useSelector(till, (snapshot) => snapshot.children.payment as PosPaymentActor | undefined);
  const returnForm = useSelector(till, (snapshot) => snapshot.children.returnForm as ReturnFormActor | undefined);
  const selling = useSelector(till, (snapshot) => snapshot.hasTag('selling'));
  const sending = useSelector(till, (snapshot) => snapshot.hasTag('sending'));
  const waiting = useSelector(till, (snapshot) => snapshot.hasTag('retrying'));
  const confirmingCancel = useSelector(till, (snapshot) => snapshot.hasTag('cancelQuestion'));
  const showingRecent = useSelector(till, (snapshot) => snapshot.hasTag('recentDialog'));
  const addingCustomer = useSelector(till, (snapshot) => snapshot.hasTag('customerDialog'));
  const failure = useSelector(till, (snapshot) => snapshot.context.failure);
  const loading = useSelector(till, (snapshot) => snapshot.hasTag('opening'));
  const where = useSelector(cart, (snapshot) => snapshot.context, (a, b) => a.today === b.today && a.warehouse === b.warehouse);
  const searchRef = useRef<HTMLInputElement>(null);
  const focusSearch = useCallback(() => searchRef.current?.focus(), []);
  const { i18n, t } = useLingui();

  useEffect(() => {
    const subscription = cart.on('scan.unknown', () => beep());
    return () => subscription.unsubscribe();
  }, [cart]);

  const enabled = useTillTakes(till, cart, PAY_EVENTS);
  const send = useCallback(
    (event: PosTillEvent) => {
      till.send(event);
      focusSearch();
    },
    [till, focusSearch],
  );

  // F2 Cash, F3 Card, F4 Draft, F8 Cancel, wherever the focus is (keyboard on the POS).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const entry = PAY_BUTTONS.find((button) => button.key === event.key);
      if (!entry) return;
      event.preventDefault();
      if (enabled(entry.event)) send(entry.event);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, send]);

  // The last receipt sits beside the cart until the next customer's first product (the till closes
  // it when its cart says so), Esc or Close receipt (docs/screens.md#receipt).
  const showingReceipt = receipt !== null;
  useEffect(() => {
    if (!showingReceipt) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && till.getSnapshot().hasTag('selling')) till.send({ type: 'till.receipt.close' });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [showingReceipt, till]);

  // Back from a dialog (paying, a question, a list), the search box has the focus again.
  useEffect(() => {
    if (selling) focusSearch();
  }, [selling, focusSearch]);

  return (
    <>
      <LoadState loading={loading} error={failure && shownText(i18n, failure)} onRetry={() => till.send({ type: 'till.retry' })} />
      <div className={styles.selects}>
        <div className={styles.customerRow}>
          <div className={styles.grow}>
            <SelectField
              id="pos-customer"
              label={t`Customer`}
              placeholder={t`Select customer...`}
              options={customers.map((option) => ({ value: option.id, label: option.name }))}
              value={customerId ?? ''}
              onChange={(event) => {
                till.send({ type: 'till.customer.choose', id: event.currentTarget.value });
                focusSearch();
              }}
            />
          </div>
          <button type="button" className={button.secondary} aria-label={t`Add customer`} title={t`Add customer`} disabled={!selling} onClick={() => till.send({ type: 'till.customer.new' })}>
            +
          </button>
        </div>
      </div>
      {notice && (
        <div className={styles.noticeBox} data-kind={notice.kind} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {shownText(i18n, notice.text)}
          {waiting && (
            <div className={styles.noticeActions}>
              <button type="button" className={button.primary} onClick={() => till.send({ type: 'till.checkout.retry' })}>
                <Trans>Send again now</Trans>
              </button>
              <button type="button" className={button.secondary} onClick={() => send({ type: 'till.checkout.stop' })}>
                <Trans>Stop sending</Trans>
              </button>
            </div>
          )}
        </div>
      )}
      <PosOutbox />
      <PosCatalogStatus />
      {sending && (
        <p role="status" className={styles.notice}>
          <Trans>Sending…</Trans>
        </p>
      )}
      <div className={styles.columns}>
        <section className={styles.panel} aria-label={t`Sale`}>
          <PosSearch cart={cart} inputRef={searchRef} today={where.today} onAdded={focusSearch} />
          <PosCart cart={cart} short={shortLines} onChanged={focusSearch} />
          <PosTotals cart={cart} />
          <PosPayButtons enabled={enabled} send={send} />
        </section>
        <div className={styles.side}>
          {receipt && showReceipt && <PosReceipt sale={receipt} onPrint={() => till.send({ type: 'till.receipt.print' })} onClose={() => send({ type: 'till.receipt.close' })} />}
          <PosTiles
            tiles={tiles}
            where={where}
            onAdd={(product) => {
              // A tile names no size: a product with sizes asks which (PosSizeDialog, which then takes the focus).
              cart.send({ type: 'cart.product.add', product: { ...product, scannedVariant: null } });
              focusSearch();
            }}
          />
        </div>
      </div>
      <PosSizeDialog cart={cart} onDone={focusSearch} />
      {payment && <PosPaymentDialog payment={payment} />}
      <Suspense fallback={null}>
        {returnForm && <ReturnDialog actor={returnForm} />}
        {addingCustomer && <PosCustomerDialog />}
        {showingRecent && <PosRecent />}
      </Suspense>
      {confirmingCancel && (
        <ConfirmDialog
          title={t`Cancel this sale?`}
          message={t`The cart is emptied. Nothing is sold or saved.`}
          confirmLabel={t`Empty the cart`}
          cancelLabel={t`Keep selling`}
          onConfirm={() => send({ type: 'till.cancel.confirm' })}
          onCancel={() => send({ type: 'till.cancel.dismiss' })}
        />
      )}
    </>
  );
}
