import { useId } from 'react';
import { useSelector } from '@xstate/react';
import { creditText, offersCredit, refundLimitText, selectTotalText, type ReturnFormActor, type Settlement } from '../../machines/returns/return-form.machine';
import { REFUND_METHODS } from '../../domain/returns.schemas';
import { button, visuallyHidden } from '../../styles/controls.css';
import { spaced } from './ReturnDialog.css';
import { backdrop, buttons, title as titleStyle } from '../common/ConfirmDialog.css';
import { alignEnd, cell, headerCell, stateCell, table } from '../common/DataTable.css';
import { failure } from '../catalog/CategoryImportDialog.css';
import { historyScroller, formGrid, wide, stockDialog, onHandLine } from '../catalog/StockDialog.css';
import { CheckboxField } from '../common/CheckboxField';
import { Money } from '../common/Money';
import { SelectField } from '../common/SelectField';
import { TextField } from '../common/TextField';
import { fieldMessage } from '../common/form-fields.css';

const words = {
  sale: { document: 'sale', party: 'Customer', search: 'Sale reference or customer', quantity: 'Sold' },
  purchase: { document: 'purchase', party: 'Supplier', search: 'Purchase reference or supplier', quantity: 'Received' },
} as const;

/** '+ Add Return': find the document, then the lines, the refund and Save. */
export function ReturnDialog({ actor }: { actor: ReturnFormActor }) {
  const isOpen = useSelector(actor, (snapshot) => snapshot.hasTag('open'));
  if (!isOpen) return null;
  return <OpenReturnDialog actor={actor} />;
}

function OpenReturnDialog({ actor }: { actor: ReturnFormActor }) {
  const titleId = useId();
  const kind = useSelector(actor, (snapshot) => snapshot.context.kind);
  const finding = useSelector(actor, (snapshot) => snapshot.hasTag('finding'));
  const message = useSelector(actor, (snapshot) => snapshot.context.message);
  const canClose = useSelector(actor, (snapshot) => snapshot.can({ type: 'return.close' }));
  return (
    <div className={backdrop}>
      <div
        className={stockDialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && canClose) actor.send({ type: 'return.close' });
        }}
      >
        <h2 id={titleId} className={titleStyle}>
          Add {kind === 'sale' ? 'Sale' : 'Purchase'} Return
        </h2>
        {message && (
          <div className={failure} role="alert">
            <p>{message}</p>
          </div>
        )}
        {finding ? <FindDocument actor={actor} /> : <ReturnLines actor={actor} />}
      </div>
    </div>
  );
}

function FindDocument({ actor }: { actor: ReturnFormActor }) {
  const kind = useSelector(actor, (snapshot) => snapshot.context.kind);
  const q = useSelector(actor, (snapshot) => snapshot.context.q);
  const candidates = useSelector(actor, (snapshot) => snapshot.context.candidates);
  const searching = useSelector(actor, (snapshot) => snapshot.hasTag('searching'));
    return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'return.search' });
        }}
      >
        <div className={formGrid}>
          <TextField id="return-search" autoFocus label={words[kind].search} type="search" value={q} onChange={(event) => actor.send({ type: 'return.query.change', q: event.target.value })} />
        </div>
        <div className={`${buttons} ${spaced}`}>
          <button type="submit" className={button.secondary}>
            Find
          </button>
        </div>
      </form>
      <div className={historyScroller} aria-busy={searching}>
        <table className={table} aria-label={`${words[kind].document === 'sale' ? 'Sales' : 'Purchases'} to return from`}>
          <thead>
            <tr>
              <th className={headerCell}>Reference</th>
              <th className={headerCell}>Date</th>
              <th className={headerCell}>{words[kind].party}</th>
              <th className={headerCell}>Warehouse</th>
              <th className={`${headerCell} ${alignEnd}`}>Returnable</th>
              <th className={headerCell}>
                <span className={visuallyHidden}>Choose</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {candidates.length === 0 ? (
              <tr>
                <td className={stateCell} colSpan={6}>
                  {searching ? 'Searching…' : `No ${kind === 'sale' ? 'completed sale' : 'received purchase'} matches.`}
                </td>
              </tr>
            ) : (
              candidates.map((candidate) => (
                <tr key={candidate._id}>
                  <td className={cell}>{candidate.reference}</td>
                  <td className={cell} data-label="Date">
                    {candidate.date}
                  </td>
                  <td className={cell} data-label={words[kind].party}>
                    {candidate.party ?? ''}
                  </td>
                  <td className={cell} data-label="Warehouse">
                    {candidate.warehouse}
                  </td>
                  <td className={`${cell} ${alignEnd}`} data-label="Returnable">
                    {candidate.returnable}
                  </td>
                  <td className={cell}>
                    <button type="button" className={button.secondary} disabled={searching || candidate.returnable === 0} onClick={() => actor.send({ type: 'return.document.choose', id: candidate._id })}>
                      Choose {candidate.reference}
                    </button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className={buttons}>
        <button type="button" className={button.secondary} onClick={() => actor.send({ type: 'return.close' })}>
          Cancel
        </button>
      </div>
    </>
  );
}

function ReturnLines({ actor }: { actor: ReturnFormActor }) {
  const kind = useSelector(actor, (snapshot) => snapshot.context.kind);
  const chosen = useSelector(actor, (snapshot) => snapshot.context.chosen);
  const quantities = useSelector(actor, (snapshot) => snapshot.context.quantities);
  const errors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const restock = useSelector(actor, (snapshot) => snapshot.context.restock);
  const refund = useSelector(actor, (snapshot) => snapshot.context.refund);
  // A sale with money still due: the return comes off that first, and the form says how much can go back.
  const refundLimit = useSelector(actor, (snapshot) => refundLimitText(snapshot.context));
  const accountId = useSelector(actor, (snapshot) => snapshot.context.accountId);
  const method = useSelector(actor, (snapshot) => snapshot.context.method);
  const note = useSelector(actor, (snapshot) => snapshot.context.note);
  // A paid sale's return goes back as a refund or as the customer's credit; what is not refunded is credit.
  // The walk-in customer holds no credit, so a walk-in sale's return offers only a refund.
  const settling = useSelector(actor, (snapshot) => offersCredit(snapshot.context));
  const settlement = useSelector(actor, (snapshot) => snapshot.context.settlement);
  const credit = useSelector(actor, (snapshot) => creditText(snapshot.context));
  const total = useSelector(actor, (snapshot) => selectTotalText(snapshot.context));
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('saving'));
  // The till the refund is paid at: the POS's own, or this browser's in the back office when chosen.
  const till = useSelector(actor, (snapshot) => snapshot.context.till);
  const atTill = useSelector(actor, (snapshot) => snapshot.context.atTill);
  const canChooseTill = useSelector(actor, (snapshot) => snapshot.can({ type: 'return.till.choose', atTill: true }));
  const canSubmit = useSelector(actor, (snapshot) => snapshot.can({ type: 'return.submit' }));
  if (!chosen) return null;
  const { document, accounts } = chosen;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'return.submit' });
      }}
    >
      <p className={onHandLine}>
        {document.reference} · {document.date} · {words[kind].party}: {document.party ?? '—'} · {document.warehouse}
      </p>
      <div className={`${historyScroller} ${spaced}`}>
        <table className={table} aria-label="Lines to return">
          <thead>
            <tr>
              <th className={headerCell}>Product</th>
              <th className={`${headerCell} ${alignEnd}`}>{words[kind].quantity}</th>
              <th className={`${headerCell} ${alignEnd}`}>Returned</th>
              <th className={`${headerCell} ${alignEnd}`}>Unit</th>
              <th className={headerCell}>Return quantity</th>
            </tr>
          </thead>
          <tbody>
            {document.lines.map((line) => (
              <tr key={line.lineId}>
                <td className={cell}>
                  {line.productName} ({line.productCode})
                </td>
                {/* On a phone each row is a card, and each cell names its column. */}
                <td className={`${cell} ${alignEnd}`} data-label={words[kind].quantity}>
                  {line.quantity}
                </td>
                <td className={`${cell} ${alignEnd}`} data-label="Returned">
                  {line.returned}
                </td>
                <td className={`${cell} ${alignEnd}`} data-label="Unit">
                  <Money amount={line.unitAmount} />
                </td>
                <td className={cell} data-label="Return quantity">
                  <input
                    aria-label={`Return quantity of ${line.productName}`}
                    inputMode="numeric"
                    size={5}
                    placeholder={`0–${line.returnable}`}
                    disabled={line.returnable === 0}
                    value={quantities[line.lineId] ?? ''}
                    aria-invalid={errors[`line.${line.lineId}`] ? true : undefined}
                    onChange={(event) => actor.send({ type: 'return.quantity.change', lineId: line.lineId, value: event.target.value })}
                  />
                  {errors[`line.${line.lineId}`] && (
                    <small className={fieldMessage} role="alert">
                      {' '}
                      {errors[`line.${line.lineId}`]}
                    </small>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {errors.lines && (
        <p className={fieldMessage} role="alert">
          {errors.lines}
        </p>
      )}
      <p className={`${onHandLine} ${spaced}`}>
        Return total: <strong>{total}</strong>
      </p>
      <div className={`${formGrid} ${spaced}`}>
        {kind === 'sale' && (
          <div className={wide}>
            <CheckboxField id="return-restock" label="Put the goods back in stock (untick for damaged goods)" checked={restock} onChange={(event) => actor.send({ type: 'return.restock.change', restock: event.target.checked })} />
          </div>
        )}
        {settling && (
          <SelectField
            id="return-settlement"
            label="Give back as"
            options={[
              { value: 'refund', label: 'Refund' },
              { value: 'credit', label: 'Customer credit' },
            ]}
            value={settlement}
            onChange={(event) => actor.send({ type: 'return.settlement.choose', settlement: event.target.value as Settlement })}
          />
        )}
        {canChooseTill && till && (
          <SelectField
            id="return-till"
            label="Refund at till"
            options={[
              { value: '', label: 'No (the back office)' },
              { value: till._id, label: `${till.name} (shift open)` },
            ]}
            value={atTill ? till._id : ''}
            error={errors.till}
            onChange={(event) => actor.send({ type: 'return.till.choose', atTill: event.target.value !== '' })}
          />
        )}
        {!canChooseTill && atTill && till && (
          <p className={`${onHandLine} ${wide}`}>Refunded at {till.name}, within its open shift.</p>
        )}
        {settling && settlement === 'credit' ? (
          <p className={`${onHandLine} ${wide}`} role="status">
            {credit} goes on {document.party ?? 'the customer'}'s credit (their deposit balance).
          </p>
        ) : (
          <>
            <TextField id="return-refund" label="Refund amount" inputMode="decimal" placeholder="0.00" value={refund} error={errors.refundAmount} hint={errors.refundAmount ? undefined : (refundLimit ?? undefined)} onChange={(event) => actor.send({ type: 'return.refund.change', value: event.target.value })} />
            <SelectField
              id="return-account"
              label={kind === 'sale' ? 'Refund from account' : 'Refund into account'}
              options={accounts.map((account) => ({ value: account._id, label: `${account.name} (${account.accountNumber})` }))}
              value={accountId}
              error={errors.accountId}
              onChange={(event) => actor.send({ type: 'return.account.choose', accountId: event.target.value })}
            />
            <SelectField
              id="return-method"
              label="Refund method"
              options={REFUND_METHODS.map((value) => ({ value, label: value }))}
              value={method}
              onChange={(event) => actor.send({ type: 'return.method.choose', method: event.target.value as (typeof REFUND_METHODS)[number] })}
            />
            {credit !== null && (
              <p className={`${onHandLine} ${wide}`} role="status">
                The rest, {credit}, goes on {document.party ?? 'the customer'}'s credit (their deposit balance).
              </p>
            )}
          </>
        )}
        <div className={wide}>
          <TextField id="return-note" label="Note" value={note} error={errors.note} onChange={(event) => actor.send({ type: 'return.note.change', value: event.target.value })} />
        </div>
      </div>
      <div className={`${buttons} ${spaced}`}>
        <button type="button" className={button.secondary} disabled={saving} onClick={() => actor.send({ type: 'return.back' })}>
          Back
        </button>
        <button type="submit" className={button.primary} disabled={!canSubmit}>
          {saving ? 'Saving…' : 'Save return'}
        </button>
      </div>
    </form>
  );
}
