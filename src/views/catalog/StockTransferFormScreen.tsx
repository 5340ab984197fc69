import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { screens } from '../../domain/screens';
import { MAX_TRANSFER_LINES } from '../../domain/stock-transfer.schemas';
import { selectTransferSizeChoice, stockTransferFormMachine, type StockTransferEdit, type TransferLineRow } from '../../machines/catalog/stock-transfer-form';
import type { RecordFormActor } from '../../machines/common/record-form.machine';
import { button } from '../../styles/controls.css';
import { DateField } from '../common/DateField';
import { matches, searchBox, searchMessage } from '../common/DocumentForm.css';
import { fieldMessage } from '../common/form-fields.css';
import { FormSelectField, FormTextAreaField } from '../common/FormFields';
import { ProductSearchField } from '../common/ProductSearchField';
import { LineSizeQuestion } from '../common/SizeQuestion';
import { RecordFormFrame } from '../common/RecordFormFrame';
import { fieldGrid } from '../common/RecordFormFrame.css';
import { lineName } from './StockTransferForm.css';
import { TextField } from '../common/TextField';
import { screenTitles } from '../i18n/screen-names';
import { useFieldChange, useFieldError, useFieldText, useFieldValue, useFormEdit, useRecordFormActor } from '../common/use-record-form';

/**
 * Add Stock Transfer (/product/transfer/add): Date*, From*, To*, the product search that adds the
 * lines (any product by name or code, or scanned; docs/decisions/053-one-product-search.md), each
 * line's Quantity* and Remove, and Note (docs/screens.md#stock-transfers). A product with sizes found
 * without one asks which, as the order forms do. A short line shows the server's sentence under its
 * quantity.
 */
export function StockTransferFormScreen() {
  const actor = useRecordFormActor(stockTransferFormMachine);
  const { i18n, t } = useLingui();
  const options = useSelector(actor, (snapshot) => snapshot.context.options);
  const search = useSelector(actor, (snapshot) => snapshot.children.productSearch);
  const searchRef = useRef<HTMLInputElement>(null);
  const warehouses = (options.warehouses ?? []).map((option) => ({ value: option.id, label: option.name }));
  const lines = (useFieldValue(actor, 'lines') ?? []) as TransferLineRow[];
  const change = useFieldChange(actor);
  const linesError = useFieldError(actor, 'lines');
  const fields = ['date', 'fromWarehouse', 'toWarehouse', 'note', 'lines', ...lines.flatMap((_, index) => [`lines.${index}.product`, `lines.${index}.quantity`])];
  return (
    <RecordFormFrame actor={actor} title={i18n._(screenTitles.stockTransferAdd)} listPath={screens.stockTransferList.path} shownFields={fields} submitLabel={t`Move stock`}>
      <div className={fieldGrid}>
        <DateField id="field-date" label={t`Date`} value={useFieldText(actor, 'date')} error={useFieldError(actor, 'date')} onChange={(value) => change('date', value)} />
        <FormSelectField form={actor} name="fromWarehouse" label={t`From`} required placeholder={t`Choose a warehouse`} options={warehouses} />
        <FormSelectField form={actor} name="toWarehouse" label={t`To`} required placeholder={t`Choose a warehouse`} options={warehouses} />
      </div>
      <fieldset>
        <legend>{t`Products to move`}</legend>
        {linesError && (
          <p className={fieldMessage} role="alert">
            {linesError}
          </p>
        )}
        {search && lines.length < MAX_TRANSFER_LINES && (
          <ProductSearchField
            inputRef={searchRef}
            search={search}
            id="transfer-product-search"
            label={t`Add a product`}
            placeholder={t`Scan, or search product by code or name`}
            boxClassName={searchBox}
            listClassName={matches.transfer}
            messageClassName={searchMessage}
            messageRole="status"
            matchesOf={(found) => [...found]}
          />
        )}
        <TransferSizeQuestion actor={actor} onDone={() => searchRef.current?.focus()} />
        {lines.map((line, index) => (
          <TransferLine key={line.key} actor={actor} line={line} index={index} />
        ))}
      </fieldset>
      <FormTextAreaField form={actor} name="note" label={t`Note`} rows={2} placeholder={t`Why the stock moves (optional)`} />
    </RecordFormFrame>
  );
}

/** A product with sizes found without one: which size the line moves; the search box has the focus again after. */
function TransferSizeQuestion({ actor, onDone }: { actor: RecordFormActor; onDone: () => void }) {
  const choice = useSelector(actor, selectTransferSizeChoice);
  const edit = useFormEdit<StockTransferEdit>(actor);
  if (!choice) return null;
  const answer = (change: StockTransferEdit) => {
    edit(change);
    onDone();
  };
  return (
    <LineSizeQuestion
      product={choice.product}
      quantity={choice.quantity}
      onChoose={(itemCode) => answer({ kind: 'line.size.choose', itemCode })}
      onCancel={() => answer({ kind: 'line.size.cancel' })}
    />
  );
}

/** A line: its product (with the server's reason when it refuses it, a service that keeps no stock), its Quantity and Remove. */
function TransferLine({ actor, line, index }: { actor: RecordFormActor; line: TransferLineRow; index: number }) {
  const edit = useFormEdit<StockTransferEdit>(actor);
  const { t } = useLingui();
  const name = line.name;
  const productError = useFieldError(actor, `lines.${index}.product`);
  const quantityError = useFieldError(actor, `lines.${index}.quantity`);
  return (
    <div className={fieldGrid}>
      <div>
        <p className={lineName}>{line.name}</p>
        {productError && (
          <p className={fieldMessage} role="alert">
            {productError}
          </p>
        )}
      </div>
      <TextField
        id={`line-${line.key}-quantity`}
        label={t`Quantity of ${name}`}
        required
        inputMode="numeric"
        value={line.quantity}
        error={quantityError}
        onChange={(event) => edit({ kind: 'line.quantity', index, value: event.currentTarget.value })}
      />
      {/* In a div of its own, so the grid's cell does not stretch the button to the fields' height. */}
      <div>
        <button type="button" className={button.secondary} aria-label={t`Remove ${name}`} onClick={() => edit({ kind: 'line.remove', index })}>
          {t`Remove`}
        </button>
      </div>
    </div>
  );
}
