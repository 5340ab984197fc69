import { useEffect, useId, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { ADJUSTMENT_REASON_NAMES, hasSizes, onHandOf, selectNewOnHand, selectSizeOptions, type StockAdjustmentActor } from '../../machines/catalog/stock-adjustment.machine';
import { ADJUSTMENT_MODES, ADJUSTMENT_NOTE_MAX_LENGTH, ADJUSTMENT_REASONS, type AdjustmentMode, type AdjustmentReason } from '../../domain/stock.schemas';
import { button } from '../../styles/controls.css';
import { backdrop, buttons, title as titleStyle } from '../common/ConfirmDialog.css';
import { cell, headerCell, table, alignEnd, stateCell } from '../common/DataTable.css';
import { failure } from './CategoryImportDialog.css';
import { DateText } from '../common/DateText';
import { SelectField } from '../common/SelectField';
import { TextField } from '../common/TextField';
import { adjustmentModeNames, movementReasonName } from '../i18n/stock-names';
import { formButtons, formGrid, historyHeading, historyScroller, incoming, onHandLine, outgoing, stockDialog, wide } from './StockDialog.css';
import { shownText } from '../i18n/shown-text';
import { shownFieldErrors } from '../i18n/field-messages';

/** A product's stock per warehouse, the adjustment form, and the warehouse's stock history. */
export function StockDialog({ actor }: { actor: StockAdjustmentActor }) {
  const isOpen = useSelector(actor, (snapshot) => snapshot.hasTag('open'));
  if (!isOpen) return null;
  return <OpenStockDialog actor={actor} />;
}

function OpenStockDialog({ actor }: { actor: StockAdjustmentActor }) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const productName = useSelector(actor, (snapshot) => snapshot.context.product?.name ?? '');
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading') && snapshot.context.history === null);
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('failed'));
  const message = useSelector(actor, (snapshot) => snapshot.context.message);
  const hasHistory = useSelector(actor, (snapshot) => snapshot.context.history !== null);
  const { i18n, t } = useLingui();

  useEffect(() => closeRef.current?.focus(), []);

  return (
    <div className={backdrop}>
      <div
        className={stockDialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') actor.send({ type: 'stock.close' });
        }}
      >
        <h2 id={titleId} className={titleStyle}>
          {t`Stock of ${productName}`}
        </h2>
        {loading && <p role="status">{t`Loading stock…`}</p>}
        {message && (
          <div className={failure} role="alert">
            <p>{shownText(i18n, message)}</p>
          </div>
        )}
        {failed && (
          <div className={buttons}>
            <button type="button" className={button.secondary} onClick={() => actor.send({ type: 'stock.retry' })}>
              {t`Try again`}
            </button>
          </div>
        )}
        {hasHistory && <AdjustmentForm actor={actor} />}
        {hasHistory && <StockHistoryTable actor={actor} />}
        <div className={buttons}>
          <button ref={closeRef} type="button" className={button.secondary} onClick={() => actor.send({ type: 'stock.close' })}>
            {t`Close`}
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * Size*, for a product with sizes (docs/screens.md#products): each size with its stock in the warehouse
 * shown, and the product's own stock from before its sizes when it holds any there, which a count moves
 * onto the sizes.
 */
function SizeField({ actor }: { actor: StockAdjustmentActor }) {
  const { i18n, t } = useLingui();
  const sizes = useSelector(actor, selectSizeOptions, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const size = useSelector(actor, (snapshot) => snapshot.context.size);
  const error = shownFieldErrors(i18n, useSelector(actor, (snapshot) => snapshot.context.fieldErrors)).variant;
  return (
    <SelectField
      id="stock-size"
      label={t`Size`}
      required
      placeholder={t`Choose a size`}
      options={sizes.map(({ value, name, onHand }) => ({ value, label: name === null ? t`Not on a size (${onHand} in stock)` : t`${name} (${onHand} in stock)` }))}
      value={size}
      error={error}
      onChange={(event) => actor.send({ type: 'stock.size.choose', size: event.target.value })}
    />
  );
}

function AdjustmentForm({ actor }: { actor: StockAdjustmentActor }) {
  const { i18n, t } = useLingui();
  const sized = useSelector(actor, (snapshot) => hasSizes(snapshot.context));
  const warehouses = useSelector(actor, (snapshot) => snapshot.context.history?.warehouses ?? []);
  const tracksStock = useSelector(actor, (snapshot) => snapshot.context.history?.tracksStock ?? true);
  const warehouseId = useSelector(actor, (snapshot) => snapshot.context.warehouseId ?? '');
  const onHand = useSelector(actor, (snapshot) => onHandOf(snapshot.context));
  const mode = useSelector(actor, (snapshot) => snapshot.context.mode);
  const quantity = useSelector(actor, (snapshot) => snapshot.context.quantity);
  const reason = useSelector(actor, (snapshot) => snapshot.context.reason);
  const note = useSelector(actor, (snapshot) => snapshot.context.note);
  const errors = shownFieldErrors(i18n, useSelector(actor, (snapshot) => snapshot.context.fieldErrors));
  const newOnHand = useSelector(actor, selectNewOnHand);
  const canSubmit = useSelector(actor, (snapshot) => snapshot.can({ type: 'stock.submit' }));
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('saving'));
  const canChooseWarehouse = useSelector(actor, (snapshot) => snapshot.hasTag('editable'));

  if (!tracksStock) return <p className={onHandLine}>{t`This product keeps no stock (only Standard products do).`}</p>;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'stock.submit' });
      }}
    >
      <div className={formGrid}>
        <SelectField
          id="stock-warehouse"
          label={t`Warehouse`}
          required
          options={warehouses.map(({ warehouseId: value, warehouse: name, onHand }) => ({ value, label: t`${name} (${onHand} in stock)` }))}
          value={warehouseId}
          disabled={!canChooseWarehouse}
          error={errors.warehouseId}
          onChange={(event) => actor.send({ type: 'stock.warehouse.choose', warehouseId: event.target.value })}
        />
        {sized && <SizeField actor={actor} />}
        <SelectField
          id="stock-mode"
          label={t`Adjustment`}
          options={ADJUSTMENT_MODES.map((choice) => ({ value: choice, label: i18n._(adjustmentModeNames[choice]) }))}
          value={mode}
          onChange={(event) => actor.send({ type: 'stock.mode.choose', mode: event.target.value as AdjustmentMode })}
        />
        <TextField
          id="stock-quantity"
          label={mode === 'count' ? t`Counted quantity` : t`Quantity`}
          required
          inputMode="numeric"
          value={quantity}
          error={errors.quantity}
          hint={onHand === null ? t`Choose the size to count first.` : newOnHand === null ? t`${onHand} in stock now.` : t`${onHand} in stock now; ${newOnHand} after saving.`}
          onChange={(event) => actor.send({ type: 'stock.quantity.change', value: event.target.value })}
        />
        <SelectField
          id="stock-reason"
          label={t`Reason`}
          required
          options={ADJUSTMENT_REASONS.map((choice) => ({ value: choice, label: i18n._(ADJUSTMENT_REASON_NAMES[choice]) }))}
          value={reason}
          error={errors.reason}
          onChange={(event) => actor.send({ type: 'stock.reason.choose', reason: event.target.value as AdjustmentReason })}
        />
        <div className={wide}>
          <TextField
            id="stock-note"
            label={t`Note`}
            maxLength={ADJUSTMENT_NOTE_MAX_LENGTH}
            value={note}
            error={errors.note}
            onChange={(event) => actor.send({ type: 'stock.note.change', value: event.target.value })}
          />
        </div>
      </div>
      <div className={`${buttons} ${formButtons}`}>
        <button type="submit" className={button.primary} disabled={!canSubmit}>
          {saving ? t`Saving…` : t`Save adjustment`}
        </button>
      </div>
    </form>
  );
}

function StockHistoryTable({ actor }: { actor: StockAdjustmentActor }) {
  const { i18n, t } = useLingui();
  const sized = useSelector(actor, (snapshot) => hasSizes(snapshot.context));
  const history = useSelector(actor, (snapshot) => snapshot.context.history);
  const refreshing = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  if (!history) return null;
  const warehouse = history.warehouses.find((row) => row.warehouseId === history.warehouseId)?.warehouse ?? '';
  const shown = history.movements.length;
  return (
    <section aria-label={t`Stock history`}>
      <h3 className={historyHeading}>{history.truncated ? t`Stock history: ${warehouse} (latest ${shown})` : t`Stock history: ${warehouse}`}</h3>
      <div className={historyScroller} aria-busy={refreshing}>
        <table className={table}>
          <thead>
            <tr>
              <th className={headerCell}>{t`Date`}</th>
              {sized && <th className={headerCell}>{t`Size`}</th>}
              <th className={headerCell}>{t`Reason`}</th>
              <th className={headerCell}>{t`Reference`}</th>
              <th className={`${headerCell} ${alignEnd}`}>{t({ message: 'Change', context: "a stock movement's quantity" })}</th>
              <th className={`${headerCell} ${alignEnd}`}>{t({ message: 'Balance', context: 'stock on hand after a movement' })}</th>
              <th className={headerCell}>{t`User`}</th>
              <th className={headerCell}>{t`Note`}</th>
            </tr>
          </thead>
          <tbody>
            {history.movements.length === 0 ? (
              <tr>
                <td className={stateCell} colSpan={sized ? 8 : 7}>
                  {t`No stock movements in this warehouse yet.`}
                </td>
              </tr>
            ) : (
              history.movements.map((movement) => (
                <tr key={movement._id}>
                  <td className={cell}>
                    <DateText value={movement.at} />
                  </td>
                  {sized && <td className={cell}>{movement.variant ?? t`Not on a size`}</td>}
                  <td className={cell}>{movementReasonName(i18n, movement.reason)}</td>
                  <td className={cell}>{movement.reference ?? ''}</td>
                  <td className={`${cell} ${alignEnd}`}>
                    <span className={movement.delta > 0 ? incoming : outgoing}>{movement.delta > 0 ? `+${movement.delta}` : `−${-movement.delta}`}</span>
                  </td>
                  <td className={`${cell} ${alignEnd}`}>{movement.balance}</td>
                  <td className={cell}>{movement.user ?? ''}</td>
                  <td className={cell}>{movement.note}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
