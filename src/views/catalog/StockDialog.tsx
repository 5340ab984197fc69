import { useEffect, useId, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { onHandOf, selectNewOnHand, type StockAdjustmentActor } from '../../machines/catalog/stock-adjustment.machine';
import {
  ADJUSTMENT_MODE_LABELS,
  ADJUSTMENT_MODES,
  ADJUSTMENT_NOTE_MAX_LENGTH,
  ADJUSTMENT_REASON_LABELS,
  ADJUSTMENT_REASONS,
  MOVEMENT_REASON_LABELS,
  type AdjustmentMode,
  type AdjustmentReason,
} from '../../domain/stock.schemas';
import { button } from '../../styles/controls.css';
import { backdrop, buttons, title as titleStyle } from '../common/ConfirmDialog.css';
import { cell, headerCell, table, alignEnd, stateCell } from '../common/DataTable.css';
import { failure } from './CategoryImportDialog.css';
import { DateText } from '../common/DateText';
import { SelectField } from '../common/SelectField';
import { TextField } from '../common/TextField';
import { formButtons, formGrid, historyHeading, historyScroller, incoming, onHandLine, outgoing, stockDialog, wide } from './StockDialog.css';

const modeOptions = ADJUSTMENT_MODES.map((mode) => ({ value: mode, label: ADJUSTMENT_MODE_LABELS[mode] }));
const reasonOptions = ADJUSTMENT_REASONS.map((reason) => ({ value: reason, label: ADJUSTMENT_REASON_LABELS[reason] }));

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
          Stock of {productName}
        </h2>
        {loading && <p role="status">Loading stock…</p>}
        {message && (
          <div className={failure} role="alert">
            <p>{message}</p>
          </div>
        )}
        {failed && (
          <div className={buttons}>
            <button type="button" className={button.secondary} onClick={() => actor.send({ type: 'stock.retry' })}>
              Try again
            </button>
          </div>
        )}
        {hasHistory && <AdjustmentForm actor={actor} />}
        {hasHistory && <StockHistoryTable actor={actor} />}
        <div className={buttons}>
          <button ref={closeRef} type="button" className={button.secondary} onClick={() => actor.send({ type: 'stock.close' })}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}

function AdjustmentForm({ actor }: { actor: StockAdjustmentActor }) {
  const warehouses = useSelector(actor, (snapshot) => snapshot.context.history?.warehouses ?? []);
  const tracksStock = useSelector(actor, (snapshot) => snapshot.context.history?.tracksStock ?? true);
  const warehouseId = useSelector(actor, (snapshot) => snapshot.context.warehouseId ?? '');
  const onHand = useSelector(actor, (snapshot) => onHandOf(snapshot.context));
  const mode = useSelector(actor, (snapshot) => snapshot.context.mode);
  const quantity = useSelector(actor, (snapshot) => snapshot.context.quantity);
  const reason = useSelector(actor, (snapshot) => snapshot.context.reason);
  const note = useSelector(actor, (snapshot) => snapshot.context.note);
  const errors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const newOnHand = useSelector(actor, selectNewOnHand);
  const canSubmit = useSelector(actor, (snapshot) => snapshot.can({ type: 'stock.submit' }));
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('saving'));
  const canChooseWarehouse = useSelector(actor, (snapshot) => snapshot.hasTag('editable'));

  if (!tracksStock) return <p className={onHandLine}>This product keeps no stock (only Standard products do).</p>;
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
          label="Warehouse"
          required
          options={warehouses.map((warehouse) => ({ value: warehouse.warehouseId, label: `${warehouse.warehouse} (${warehouse.onHand} in stock)` }))}
          value={warehouseId}
          disabled={!canChooseWarehouse}
          error={errors.warehouseId}
          onChange={(event) => actor.send({ type: 'stock.warehouse.choose', warehouseId: event.target.value })}
        />
        <SelectField
          id="stock-mode"
          label="Adjustment"
          options={modeOptions}
          value={mode}
          onChange={(event) => actor.send({ type: 'stock.mode.choose', mode: event.target.value as AdjustmentMode })}
        />
        <TextField
          id="stock-quantity"
          label={mode === 'count' ? 'Counted quantity' : 'Quantity'}
          required
          inputMode="numeric"
          value={quantity}
          error={errors.quantity}
          hint={newOnHand === null ? `${onHand} in stock now.` : `${onHand} in stock now; ${newOnHand} after saving.`}
          onChange={(event) => actor.send({ type: 'stock.quantity.change', value: event.target.value })}
        />
        <SelectField
          id="stock-reason"
          label="Reason"
          required
          options={reasonOptions}
          value={reason}
          error={errors.reason}
          onChange={(event) => actor.send({ type: 'stock.reason.choose', reason: event.target.value as AdjustmentReason })}
        />
        <div className={wide}>
          <TextField
            id="stock-note"
            label="Note"
            maxLength={ADJUSTMENT_NOTE_MAX_LENGTH}
            value={note}
            error={errors.note}
            onChange={(event) => actor.send({ type: 'stock.note.change', value: event.target.value })}
          />
        </div>
      </div>
      <div className={`${buttons} ${formButtons}`}>
        <button type="submit" className={button.primary} disabled={!canSubmit}>
          {saving ? 'Saving…' : 'Save adjustment'}
        </button>
      </div>
    </form>
  );
}

function StockHistoryTable({ actor }: { actor: StockAdjustmentActor }) {
  const history = useSelector(actor, (snapshot) => snapshot.context.history);
  const refreshing = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  if (!history) return null;
  const warehouse = history.warehouses.find((row) => row.warehouseId === history.warehouseId)?.warehouse ?? '';
  return (
    <section aria-label="Stock history">
      <h3 className={historyHeading}>
        Stock history: {warehouse}
        {history.truncated ? ` (latest ${history.movements.length})` : ''}
      </h3>
      <div className={historyScroller} aria-busy={refreshing}>
        <table className={table}>
          <thead>
            <tr>
              <th className={headerCell}>Date</th>
              <th className={headerCell}>Reason</th>
              <th className={headerCell}>Reference</th>
              <th className={`${headerCell} ${alignEnd}`}>Change</th>
              <th className={`${headerCell} ${alignEnd}`}>Balance</th>
              <th className={headerCell}>User</th>
              <th className={headerCell}>Note</th>
            </tr>
          </thead>
          <tbody>
            {history.movements.length === 0 ? (
              <tr>
                <td className={stateCell} colSpan={7}>
                  No stock movements in this warehouse yet.
                </td>
              </tr>
            ) : (
              history.movements.map((movement) => (
                <tr key={movement._id}>
                  <td className={cell}>
                    <DateText value={movement.at} />
                  </td>
                  <td className={cell}>{MOVEMENT_REASON_LABELS[movement.reason] ?? movement.reason}</td>
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
