import { useSelector } from '@xstate/react';
import { screens } from '../../domain/screens';
import { MAX_TRANSFER_LINES } from '../../domain/stock-transfer.schemas';
import { stockTransferFormMachine, type StockTransferEdit, type TransferLineRow } from '../../machines/catalog/stock-transfer-form';
import type { RecordFormActor } from '../../machines/common/record-form.machine';
import { button } from '../../styles/controls.css';
import { DateField } from '../common/DateField';
import { matches, searchBox, searchMessage } from '../common/DocumentForm.css';
import { fieldMessage } from '../common/form-fields.css';
import { FormSelectField, FormTextAreaField } from '../common/FormFields';
import { ProductSearchField } from '../common/ProductSearchField';
import { RecordFormFrame } from '../common/RecordFormFrame';
import { fieldGrid } from '../common/RecordFormFrame.css';
import { lineName } from './StockTransferForm.css';
import { TextField } from '../common/TextField';
import { useFieldChange, useFieldError, useFieldText, useFieldValue, useFormEdit, useRecordFormActor } from '../common/use-record-form';

/**
 * Add Stock Transfer (/product/transfer/add): Date*, From*, To*, the product search that adds the
 * lines (any product by name or code, or scanned; docs/decisions/053-one-product-search.md), each
 * line's Quantity* and Remove, and Note (docs/screens.md#stock-transfers). A short line shows the
 * server's sentence under its quantity.
 */
export function StockTransferFormScreen() {
  const actor = useRecordFormActor(stockTransferFormMachine);
  const options = useSelector(actor, (snapshot) => snapshot.context.options);
  const search = useSelector(actor, (snapshot) => snapshot.children.productSearch);
  const warehouses = (options.warehouses ?? []).map((option) => ({ value: option.id, label: option.name }));
  const lines = (useFieldValue(actor, 'lines') ?? []) as TransferLineRow[];
  const change = useFieldChange(actor);
  const linesError = useFieldError(actor, 'lines');
  const fields = ['date', 'fromWarehouse', 'toWarehouse', 'note', 'lines', ...lines.flatMap((_, index) => [`lines.${index}.product`, `lines.${index}.quantity`])];
  return (
    <RecordFormFrame actor={actor} title={screens.stockTransferAdd.title} listPath={screens.stockTransferList.path} shownFields={fields} submitLabel="Move stock">
      <div className={fieldGrid}>
        <DateField id="field-date" label="Date" value={useFieldText(actor, 'date')} error={useFieldError(actor, 'date')} onChange={(value) => change('date', value)} />
        <FormSelectField form={actor} name="fromWarehouse" label="From" required placeholder="Choose a warehouse" options={warehouses} />
        <FormSelectField form={actor} name="toWarehouse" label="To" required placeholder="Choose a warehouse" options={warehouses} />
      </div>
      <fieldset>
        <legend>Products to move</legend>
        {linesError && (
          <p className={fieldMessage} role="alert">
            {linesError}
          </p>
        )}
        {search && lines.length < MAX_TRANSFER_LINES && (
          <ProductSearchField
            search={search}
            id="transfer-product-search"
            label="Add a product"
            placeholder="Scan, or search product by code or name"
            boxClassName={searchBox}
            listClassName={matches.transfer}
            messageClassName={searchMessage}
            messageRole="status"
            matchesOf={(found) => [...found]}
          />
        )}
        {lines.map((line, index) => (
          <TransferLine key={line.key} actor={actor} line={line} index={index} />
        ))}
      </fieldset>
      <FormTextAreaField form={actor} name="note" label="Note" rows={2} placeholder="Why the stock moves (optional)" />
    </RecordFormFrame>
  );
}

/** A line: its product (with the server's reason when it refuses it, a service that keeps no stock), its Quantity and Remove. */
function TransferLine({ actor, line, index }: { actor: RecordFormActor; line: TransferLineRow; index: number }) {
  const edit = useFormEdit<StockTransferEdit>(actor);
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
        label={`Quantity of ${line.name}`}
        required
        inputMode="numeric"
        value={line.quantity}
        error={quantityError}
        onChange={(event) => edit({ kind: 'line.quantity', index, value: event.currentTarget.value })}
      />
      {/* In a div of its own, so the grid's cell does not stretch the button to the fields' height. */}
      <div>
        <button type="button" className={button.secondary} aria-label={`Remove ${line.name}`} onClick={() => edit({ kind: 'line.remove', index })}>
          Remove
        </button>
      </div>
    </div>
  );
}
