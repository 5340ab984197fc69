import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { countTotal } from '../../machines/pos/pos-counter.machine';
import { button } from '../../styles/controls.css';
import { backdrop, dialog, title } from '../common/ConfirmDialog.css';
import { CheckboxField } from '../common/CheckboxField';
import { statePanel } from '../common/RecordFormFrame.css';
import { TextField } from '../common/TextField';
import { shownText } from '../i18n/shown-text';
import { PosCounter } from './pos-till-context';
import { ShiftReportSheet } from './ShiftReportSheet';
import { useMinorFormat } from './use-minor-format';
import * as styles from './pos.css';

/** Staff on a browser no till is bound to: who can bind it (docs/tills-and-shifts.md#the-browsers-till). */
export function PosUnbound() {
  const counter = PosCounter.useActorRef();
  return (
    <div className={statePanel} role="alert">
      <p>
        <Trans>This browser is not bound to a till yet, so it cannot sell. Ask the shop's admin to sign in on this browser and choose its till on the POS.</Trans>
      </p>
      <button type="button" className={button.secondary} onClick={() => counter.send({ type: 'counter.retry' })}>
        <Trans>Check again</Trans>
      </button>
    </div>
  );
}

/** An admin chooses the till this browser sells at. */
export function PosTillChoice() {
  const counter = PosCounter.useActorRef();
  const tills = PosCounter.useSelector((snapshot) => snapshot.context.tills);
  return (
    <section className={styles.panel} aria-labelledby="till-choice-title">
      <h2 id="till-choice-title" className={title}>
        <Trans>Which till is this?</Trans>
      </h2>
      <p className={styles.notice}>
        <Trans>This browser sells at the till you choose, from its warehouse, until an admin changes it.</Trans>
      </p>
      {tills.length === 0 && (
        <p>
          <Trans>No till is set up. Add one under Settings › Tills.</Trans>
        </p>
      )}
      <div className={styles.tillChoices}>
        {tills.map((till) => (
          <button key={till._id} type="button" className={button.secondary} onClick={() => counter.send({ type: 'counter.till.choose', id: till._id })}>
            <bdi>{till.name}</bdi> (<bdi>{till.code}</bdi>) · <bdi>{till.warehouseName}</bdi>
          </button>
        ))}
      </div>
    </section>
  );
}

/** A drawer count: a total, or how many of each note and coin (the machine adds them up). */
function CountFields({ id, label }: { id: string; label: string }) {
  const counter = PosCounter.useActorRef();
  const count = PosCounter.useSelector((snapshot) => snapshot.context.count);
  // The notes and coins of the shop's currency; a currency without them is counted as a total.
  const denominations = PosCounter.useSelector((snapshot) => snapshot.context.denominations);
  const minor = useMinorFormat();
  const { t } = useLingui();
  return (
    <>
      {denominations && (
        <CheckboxField
          id={`${id}-by-denomination`}
          label={t`Count by notes and coins`}
          checked={count.byDenomination}
          onChange={(event) => counter.send({ type: 'counter.count.mode', byDenomination: event.currentTarget.checked })}
        />
      )}
      {denominations && count.byDenomination ? (
        <>
          <div className={styles.formGrid}>
            {denominations.map((value) => (
              <TextField
                key={value}
                id={`${id}-${value}`}
                label={`${minor(value)} ×`}
                inputMode="numeric"
                value={count.counts[String(value)] ?? ''}
                onChange={(event) => counter.send({ type: 'counter.count.denomination', value, text: event.currentTarget.value })}
              />
            ))}
          </div>
          <p className={styles.figureValue} data-testid={`${id}-total`}>
            {label}: {minor(countTotal(count))}
          </p>
        </>
      ) : (
        <TextField id={id} label={label} inputMode="decimal" required autoFocus value={count.total} onChange={(event) => counter.send({ type: 'counter.count.total', text: event.currentTarget.value })} />
      )}
    </>
  );
}

function Problem() {
  const problem = PosCounter.useSelector((snapshot) => snapshot.context.problem);
  const { i18n } = useLingui();
  return problem ? (
    <p role="alert" className={styles.message}>
      {shownText(i18n, problem)}
    </p>
  ) : null;
}

/** Opening the shift: one screen, the float counted into the drawer; for an admin, a count that waits for confirmation. */
export function PosShiftOpening() {
  const counter = PosCounter.useActorRef();
  const till = PosCounter.useSelector((snapshot) => snapshot.context.till);
  const busy = PosCounter.useSelector((snapshot) => snapshot.hasTag('busy'));
  const awaiting = PosCounter.useSelector((snapshot) => snapshot.context.awaiting);
  const canBind = PosCounter.useSelector((snapshot) => snapshot.context.canBind);
  const { t } = useLingui();
  const tillName = till?.name ?? '';
  const shiftNumber = awaiting?.shift.number;
  const closedBy = awaiting?.shift.closedBy;
  return (
    <section className={styles.panel} aria-labelledby="open-shift-title">
      <h2 id="open-shift-title" className={title}>
        <Trans>
          Open a shift at <bdi>{tillName}</bdi>
        </Trans>
      </h2>
      {awaiting && (
        <div className={styles.noticeBox} data-kind="error" role="status">
          {closedBy ? (
            <Trans>
              Shift {shiftNumber} was closed by <bdi>{closedBy}</bdi> with a variance above the threshold and waits for an admin.
            </Trans>
          ) : (
            <Trans>Shift {shiftNumber} was closed by a cashier with a variance above the threshold and waits for an admin.</Trans>
          )}
          <div className={styles.noticeActions}>
            <button type="button" className={button.primary} onClick={() => counter.send({ type: 'counter.awaiting.review' })}>
              <Trans>Review and confirm shift {shiftNumber}</Trans>
            </button>
          </div>
        </div>
      )}
      <form
        className={styles.dialogBody}
        onSubmit={(event) => {
          event.preventDefault();
          counter.send({ type: 'counter.shift.open' });
        }}
      >
        <p className={styles.notice}>
          <Trans>Count the cash put into the drawer to start with (the float).</Trans>
        </p>
        <CountFields id="shift-float" label={t`Float`} />
        <Problem />
        <div className={styles.noticeActions}>
          <button type="submit" className={button.primary} disabled={busy}>
            {busy ? t`Opening…` : t`Open shift`}
          </button>
          {canBind && (
            <button type="button" className={button.secondary} onClick={() => counter.send({ type: 'counter.till.change' })}>
              <Trans>Change till</Trans>
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

/** The shift's bar above the till: which till and shift, and its drawer's actions. */
export function PosShiftBar() {
  const counter = PosCounter.useActorRef();
  const till = PosCounter.useSelector((snapshot) => snapshot.context.till);
  const report = PosCounter.useSelector((snapshot) => snapshot.context.report);
  const notice = PosCounter.useSelector((snapshot) => snapshot.context.notice);
  const canBind = PosCounter.useSelector((snapshot) => snapshot.context.canBind);
  const idle = PosCounter.useSelector((snapshot) => snapshot.hasTag('drawerFree'));
  const { i18n, t } = useLingui();
  const tillName = till?.name;
  const tillCode = till?.code;
  const shiftNumber = report?.shift.number;
  const warehouseName = till?.warehouseName;
  const action = (label: string, send: () => void) => (
    <button type="button" className={button.secondary} disabled={!idle} onClick={send}>
      {label}
    </button>
  );
  return (
    <div className={styles.shiftBar}>
      <p className={styles.shiftName} data-testid="pos-till">
        <Trans>
          <bdi>{tillName}</bdi> (<bdi>{tillCode}</bdi>) · Shift {shiftNumber} · <bdi>{warehouseName}</bdi>
        </Trans>
      </p>
      <div className={styles.shiftActions}>
        {action(t`Pay in`, () => counter.send({ type: 'counter.cash.start', direction: 'in' }))}
        {action(t`Pay out`, () => counter.send({ type: 'counter.cash.start', direction: 'out' }))}
        {action(t`No sale`, () => counter.send({ type: 'counter.noSale.start' }))}
        {action(t`X report`, () => counter.send({ type: 'counter.report.open' }))}
        {action(t`Close shift`, () => counter.send({ type: 'counter.close.start' }))}
        {canBind && action(t`Change till`, () => counter.send({ type: 'counter.till.change' }))}
      </div>
      {notice && (
        <p role="status" className={styles.notice}>
          {shownText(i18n, notice)}
        </p>
      )}
    </div>
  );
}

function CounterDialog({ id, heading, onSubmit, children }: { id: string; heading: string; onSubmit?: () => void; children: ReactNode }) {
  const counter = PosCounter.useActorRef();
  return (
    <div className={backdrop}>
      <div
        className={`${dialog} ${styles.dialogWide}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onKeyDown={(event) => {
          if (event.key === 'Escape') counter.send({ type: 'counter.dialog.close' });
        }}
      >
        <form
          className={styles.dialogBody}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit?.();
          }}
        >
          <h2 id={`${id}-title`} className={title}>
            {heading}
          </h2>
          {children}
        </form>
      </div>
    </div>
  );
}

/** Record and Cancel under a drawer dialog (pay in or out, no sale). */
function RecordButtons() {
  const counter = PosCounter.useActorRef();
  const busy = PosCounter.useSelector((snapshot) => snapshot.hasTag('busy'));
  const { t } = useLingui();
  return (
    <div className={styles.noticeActions}>
      <button type="submit" className={button.primary} disabled={busy}>
        {busy ? t`Recording…` : t`Record`}
      </button>
      <button type="button" className={button.secondary} disabled={busy} onClick={() => counter.send({ type: 'counter.dialog.close' })}>
        <Trans>Cancel</Trans>
      </button>
    </div>
  );
}

/** Pay in or Pay out: an amount and its reason. */
export function PosCashDialog() {
  const counter = PosCounter.useActorRef();
  const cash = PosCounter.useSelector((snapshot) => snapshot.context.cash);
  const { t } = useLingui();
  return (
    <CounterDialog id="pos-cash" heading={cash.direction === 'in' ? t`Pay in` : t`Pay out`} onSubmit={() => counter.send({ type: 'counter.save' })}>
      <TextField id="pos-cash-amount" label={t`Amount`} inputMode="decimal" required autoFocus value={cash.amount} onChange={(event) => counter.send({ type: 'counter.cash.amount', text: event.currentTarget.value })} />
      <TextField id="pos-cash-reason" label={t`Reason`} required value={cash.reason} onChange={(event) => counter.send({ type: 'counter.cash.reason', text: event.currentTarget.value })} />
      <Problem />
      <RecordButtons />
    </CounterDialog>
  );
}

/** No sale: the drawer opened without a sale, and why. */
export function PosNoSaleDialog() {
  const counter = PosCounter.useActorRef();
  const reason = PosCounter.useSelector((snapshot) => snapshot.context.noSaleReason);
  const { t } = useLingui();
  return (
    <CounterDialog id="pos-no-sale" heading={t`No sale`} onSubmit={() => counter.send({ type: 'counter.save' })}>
      <TextField id="pos-no-sale-reason" label={t`Reason`} required autoFocus value={reason} onChange={(event) => counter.send({ type: 'counter.cash.reason', text: event.currentTarget.value })} />
      <Problem />
      <RecordButtons />
    </CounterDialog>
  );
}

/** The X report: the shift so far, without closing it. */
export function PosXReportDialog() {
  const counter = PosCounter.useActorRef();
  const report = PosCounter.useSelector((snapshot) => snapshot.context.report);
  const loading = PosCounter.useSelector((snapshot) => snapshot.hasTag('busy'));
  const { t } = useLingui();
  return (
    <CounterDialog id="pos-x-report" heading={t`X report`}>
      {loading || !report ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <ShiftReportSheet report={report}>
          <button type="button" className={button.primary} onClick={() => counter.send({ type: 'counter.report.print' })}>
            <Trans>Print</Trans>
          </button>
          <button type="button" className={button.secondary} onClick={() => counter.send({ type: 'counter.dialog.close' })}>
            <Trans>Close</Trans>
          </button>
        </ShiftReportSheet>
      )}
      <Problem />
    </CounterDialog>
  );
}

/** Closing: the blind count, before anything expected is shown. */
export function PosBlindCount() {
  const counter = PosCounter.useActorRef();
  const till = PosCounter.useSelector((snapshot) => snapshot.context.till);
  const report = PosCounter.useSelector((snapshot) => snapshot.context.report);
  const busy = PosCounter.useSelector((snapshot) => snapshot.hasTag('busy'));
  const { t } = useLingui();
  const shiftNumber = report?.shift.number;
  const tillName = till?.name ?? '';
  return (
    <section className={styles.panel} aria-labelledby="close-shift-title">
      <h2 id="close-shift-title" className={title}>
        <Trans>
          Close shift {shiftNumber} at <bdi>{tillName}</bdi>
        </Trans>
      </h2>
      <form
        className={styles.dialogBody}
        onSubmit={(event) => {
          event.preventDefault();
          counter.send({ type: 'counter.shift.close' });
        }}
      >
        <p className={styles.notice}>
          <Trans>Count the cash in the drawer. What the till expected is shown after the count.</Trans>
        </p>
        <CountFields id="shift-counted" label={t`Counted cash`} />
        <Problem />
        <div className={styles.noticeActions}>
          <button type="submit" className={button.primary} disabled={busy}>
            {busy ? t`Closing…` : t`Close shift with this count`}
          </button>
          <button type="button" className={button.secondary} disabled={busy} onClick={() => counter.send({ type: 'counter.dialog.close' })}>
            <Trans>Keep selling</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}

/** The Z report after the count: expected, counted, the variance; Print, an admin's Confirm, the next shift. */
export function PosZReport() {
  const counter = PosCounter.useActorRef();
  const report = PosCounter.useSelector((snapshot) => snapshot.context.report);
  const busy = PosCounter.useSelector((snapshot) => snapshot.hasTag('busy'));
  const canConfirm = PosCounter.useSelector((snapshot) => snapshot.can({ type: 'counter.shift.confirm' }));
  const notSent = PosCounter.useSelector((snapshot) => snapshot.hasTag('notSent'));
  const { t } = useLingui();
  if (!report) return null;
  const waiting = report.shift.status === 'awaiting-confirmation';
  return (
    <section className={styles.panel} aria-label={t`Z report`}>
      {waiting && (
        <p className={styles.noticeBox} data-kind="error" role="status">
          <Trans>The variance is above the shop's threshold: nothing is posted until an admin confirms this count.</Trans>
        </p>
      )}
      <ShiftReportSheet report={report}>
        <button type="button" className={button.primary} onClick={() => counter.send({ type: 'counter.report.print' })}>
          <Trans>Print</Trans>
        </button>
        {canConfirm && (
          <button type="button" className={button.primary} disabled={busy} onClick={() => counter.send({ type: 'counter.shift.confirm' })}>
            {busy ? t`Confirming…` : t`Confirm count`}
          </button>
        )}
        {!notSent && (
          <button type="button" className={button.secondary} disabled={busy} onClick={() => counter.send({ type: 'counter.shift.next' })}>
            <Trans>Open the next shift</Trans>
          </button>
        )}
      </ShiftReportSheet>
      <Problem />
    </section>
  );
}
