import { useId } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { DateText } from '../common/DateText';
import { Money } from '../common/Money';
import { SelectField } from '../common/SelectField';
import { TextField } from '../common/TextField';
import { fieldMessage } from '../common/form-fields.css';
import { paymentMethodName } from '../i18n/payment-method-names';
import { shownText } from '../i18n/shown-text';
import { shownFieldErrors } from '../i18n/field-messages';

/** The words that differ between a sale's return and a purchase's. */
const words: Record<'sale' | 'purchase', Record<'title' | 'party' | 'search' | 'quantity' | 'documents' | 'noMatch', MessageDescriptor>> = {
  sale: {
    title: msg`Add Sale Return`,
    party: msg`Customer`,
    search: msg`Sale reference or customer`,
    quantity: msg`Sold`,
    documents: msg`Sales to return from`,
    noMatch: msg`No completed sale matches.`,
  },
  purchase: {
    title: msg`Add Purchase Return`,
    party: msg`Supplier`,
    search: msg`Purchase reference or supplier`,
    quantity: msg`Received`,
    documents: msg`Purchases to return from`,
    noMatch: msg`No received purchase matches.`,
  },
};

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
  const { i18n } = useLingui();
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
          {i18n._(words[kind].title)}
        </h2>
        {message && (
          <div className={failure} role="alert">
            <p>{shownText(i18n, message)}</p>
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
  const { i18n, t } = useLingui();
  const party = i18n._(words[kind].party);
  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'return.search' });
        }}
      >
        <div className={formGrid}>
          <TextField id="return-search" autoFocus label={i18n._(words[kind].search)} type="search" value={q} onChange={(event) => actor.send({ type: 'return.query.change', q: event.target.value })} />
        </div>
        <div className={`${buttons} ${spaced}`}>
          <button type="submit" className={button.secondary}>
            <Trans>Find</Trans>
          </button>
        </div>
      </form>
      <div className={historyScroller} aria-busy={searching}>
        <table className={table} aria-label={i18n._(words[kind].documents)}>
          <thead>
            <tr>
              <th className={headerCell}>
                <Trans>Reference</Trans>
              </th>
              <th className={headerCell}>
                <Trans>Date</Trans>
              </th>
              <th className={headerCell}>{party}</th>
              <th className={headerCell}>
                <Trans>Warehouse</Trans>
              </th>
              <th className={`${headerCell} ${alignEnd}`}>
                <Trans>Returnable</Trans>
              </th>
              <th className={headerCell}>
                <span className={visuallyHidden}>
                  <Trans>Choose</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {candidates.length === 0 ? (
              <tr>
                <td className={stateCell} colSpan={6}>
                  {searching ? t`Searching…` : i18n._(words[kind].noMatch)}
                </td>
              </tr>
            ) : (
              candidates.map((candidate) => {
                const { reference } = candidate;
                return (
                  <tr key={candidate._id}>
                    <td className={cell}>
                      <bdi>{reference}</bdi>
                    </td>
                    <td className={cell} data-label={t`Date`}>
                      <DateText value={candidate.date} />
                    </td>
                    <td className={cell} data-label={party}>
                      <bdi>{candidate.party ?? ''}</bdi>
                    </td>
                    <td className={cell} data-label={t`Warehouse`}>
                      <bdi>{candidate.warehouse}</bdi>
                    </td>
                    <td className={`${cell} ${alignEnd}`} data-label={t`Returnable`}>
                      {candidate.returnable}
                    </td>
                    <td className={cell}>
                      <button type="button" className={button.secondary} disabled={searching || candidate.returnable === 0} onClick={() => actor.send({ type: 'return.document.choose', id: candidate._id })}>
                        <Trans>
                          Choose <bdi>{reference}</bdi>
                        </Trans>
                      </button>
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <div className={buttons}>
        <button type="button" className={button.secondary} onClick={() => actor.send({ type: 'return.close' })}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </>
  );
}

function ReturnLines({ actor }: { actor: ReturnFormActor }) {
  const kind = useSelector(actor, (snapshot) => snapshot.context.kind);
  const chosen = useSelector(actor, (snapshot) => snapshot.context.chosen);
  const quantities = useSelector(actor, (snapshot) => snapshot.context.quantities);
  const { i18n, t } = useLingui();
  const errors = shownFieldErrors(i18n, useSelector(actor, (snapshot) => snapshot.context.fieldErrors));
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
  const party = i18n._(words[kind].party);
  const quantityTitle = i18n._(words[kind].quantity);
  const tillName = till?.name ?? '';
  const partyName = document.party;
  const onCredit = (amount: string) =>
    partyName ? (
      <Trans>
        {amount} goes on <bdi>{partyName}</bdi>'s credit (their deposit balance).
      </Trans>
    ) : (
      <Trans>{amount} goes on the customer's credit (their deposit balance).</Trans>
    );
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'return.submit' });
      }}
    >
      <p className={onHandLine}>
        <bdi>{document.reference}</bdi> · <DateText value={document.date} /> · {party}: <bdi>{document.party ?? '—'}</bdi> · <bdi>{document.warehouse}</bdi>
      </p>
      <div className={`${historyScroller} ${spaced}`}>
        <table className={table} aria-label={t`Lines to return`}>
          <thead>
            <tr>
              <th className={headerCell}>
                <Trans>Product</Trans>
              </th>
              <th className={`${headerCell} ${alignEnd}`}>{quantityTitle}</th>
              <th className={`${headerCell} ${alignEnd}`}>
                <Trans>Returned</Trans>
              </th>
              <th className={`${headerCell} ${alignEnd}`}>
                <Trans>Unit</Trans>
              </th>
              <th className={headerCell}>
                <Trans>Return quantity</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {document.lines.map((line) => {
              const { productName } = line;
              return (
              <tr key={line.lineId}>
                <td className={cell}>
                  <bdi>{productName}</bdi> (<bdi>{line.productCode}</bdi>)
                </td>
                {/* On a phone each row is a card, and each cell names its column. */}
                <td className={`${cell} ${alignEnd}`} data-label={quantityTitle}>
                  {line.quantity}
                </td>
                <td className={`${cell} ${alignEnd}`} data-label={t`Returned`}>
                  {line.returned}
                </td>
                <td className={`${cell} ${alignEnd}`} data-label={t`Unit`}>
                  <Money amount={line.unitAmount} />
                </td>
                <td className={cell} data-label={t`Return quantity`}>
                  <input
                    aria-label={t`Return quantity of ${productName}`}
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
              );
            })}
          </tbody>
        </table>
      </div>
      {errors.lines && (
        <p className={fieldMessage} role="alert">
          {errors.lines}
        </p>
      )}
      <p className={`${onHandLine} ${spaced}`}>
        <Trans>
          Return total: <strong>{total}</strong>
        </Trans>
      </p>
      <div className={`${formGrid} ${spaced}`}>
        {kind === 'sale' && (
          <div className={wide}>
            <CheckboxField id="return-restock" label={t`Put the goods back in stock (untick for damaged goods)`} checked={restock} onChange={(event) => actor.send({ type: 'return.restock.change', restock: event.target.checked })} />
          </div>
        )}
        {settling && (
          <SelectField
            id="return-settlement"
            label={t`Give back as`}
            options={[
              { value: 'refund', label: t`Refund` },
              { value: 'credit', label: t`Customer credit` },
            ]}
            value={settlement}
            onChange={(event) => actor.send({ type: 'return.settlement.choose', settlement: event.target.value as Settlement })}
          />
        )}
        {canChooseTill && till && (
          <SelectField
            id="return-till"
            label={t`Refund at till`}
            options={[
              { value: '', label: t`No (the back office)` },
              { value: till._id, label: t`${tillName} (shift open)` },
            ]}
            value={atTill ? till._id : ''}
            error={errors.till}
            onChange={(event) => actor.send({ type: 'return.till.choose', atTill: event.target.value !== '' })}
          />
        )}
        {!canChooseTill && atTill && till && (
          <p className={`${onHandLine} ${wide}`}>
            <Trans>
              Refunded at <bdi>{tillName}</bdi>, within its open shift.
            </Trans>
          </p>
        )}
        {settling && settlement === 'credit' ? (
          <p className={`${onHandLine} ${wide}`} role="status">
            {onCredit(credit ?? '')}
          </p>
        ) : (
          <>
            <TextField id="return-refund" label={t`Refund amount`} inputMode="decimal" placeholder="0.00" value={refund} error={errors.refundAmount} hint={errors.refundAmount || !refundLimit ? undefined : shownText(i18n, refundLimit)} onChange={(event) => actor.send({ type: 'return.refund.change', value: event.target.value })} />
            <SelectField
              id="return-account"
              label={kind === 'sale' ? t`Refund from account` : t`Refund into account`}
              options={accounts.map((account) => ({ value: account._id, label: `${account.name} (${account.accountNumber})` }))}
              value={accountId}
              error={errors.accountId}
              onChange={(event) => actor.send({ type: 'return.account.choose', accountId: event.target.value })}
            />
            <SelectField
              id="return-method"
              label={t`Refund method`}
              options={REFUND_METHODS.map((value) => ({ value, label: paymentMethodName(i18n, value) }))}
              value={method}
              onChange={(event) => actor.send({ type: 'return.method.choose', method: event.target.value as (typeof REFUND_METHODS)[number] })}
            />
            {credit !== null && (
              <p className={`${onHandLine} ${wide}`} role="status">
                {partyName ? (
                  <Trans>
                    The rest, {credit}, goes on <bdi>{partyName}</bdi>'s credit (their deposit balance).
                  </Trans>
                ) : (
                  <Trans>The rest, {credit}, goes on the customer's credit (their deposit balance).</Trans>
                )}
              </p>
            )}
          </>
        )}
        <div className={wide}>
          <TextField id="return-note" label={t`Note`} value={note} error={errors.note} onChange={(event) => actor.send({ type: 'return.note.change', value: event.target.value })} />
        </div>
      </div>
      <div className={`${buttons} ${spaced}`}>
        <button type="button" className={button.secondary} disabled={saving} onClick={() => actor.send({ type: 'return.back' })}>
          <Trans>Back</Trans>
        </button>
        <button type="submit" className={button.primary} disabled={!canSubmit}>
          {saving ? t`Saving…` : t`Save return`}
        </button>
      </div>
    </form>
  );
}
