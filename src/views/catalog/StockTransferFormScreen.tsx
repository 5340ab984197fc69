import { useSelector } from '@xstate/react';
import { screens } from '../../domain/screens';
import { MAX_TRANSFER_LINES } from '../../domain/stock-transfer.schemas';
import { stockTransferFormMachine, transferableProducts, type StockTransferEdit, type TransferLineRow } from '../../machines/catalog/stock-transfer-form';
import type { RecordFormActor } from '../../machines/common/record-form.machine';
import { button } from '../../styles/controls.css';
import { DateField } from '../common/DateField';
import { fieldMessage } from '../common/form-fields.css';
import { FormSelectField, FormTextAreaField } from '../common/FormFields';
import { RecordFormFrame } from '../common/RecordFormFrame';
import { fieldGrid } from '../common/RecordFormFrame.css';
import { SelectField, type SelectOption } from '../common/SelectField';
import { TextField } from '../common/TextField';
import { useFieldChange, useFieldError, useFieldText, useFieldValue, useFormEdit, useRecordFormActor } from '../common/use-record-form';

/**
 * Add Stock Transfer (/product/transfer/add): Date*, From*, To*, the lines (Product*, Quantity*,
 * Remove; '+ Add line') and Note (docs/screens.md#stock-transfers). A short line shows the
 * server's sentence under its quantity.
 */
export function StockTransferFormScreen() {
  const actor = useRecordFormActor(stockTransferFormMachine);
  const options = useSelector(actor, (snapshot) => snapshot.context.options);
  const warehouses = (options.warehouses ?? []).map((option) => ({ value: option.id, label: option.name }));
  const products = transferableProducts(options).map((option) => ({ value: option.id, label: `${option.name} (${String(option.record.productCode ?? '')})` }));
  const lines = (useFieldValue(actor, 'lines') ?? []) as TransferLineRow[];
  const edit = useFormEdit<StockTransferEdit>(actor);
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
        {lines.map((line, index) => (
          <TransferLine key={line.key} actor={actor} line={line} index={index} products={products} removable={lines.length > 1} />
        ))}
        {lines.length < MAX_TRANSFER_LINES && (
          <button type="button" className={button.secondary} onClick={() => edit({ kind: 'line.add' })}>
            + Add line
          </button>
        )}
      </fieldset>
      <FormTextAreaField form={actor} name="note" label="Note" rows={2} placeholder="Why the stock moves (optional)" />
    </RecordFormFrame>
  );
}

function TransferLine({ actor, line, index, products, removable }: { actor: RecordFormActor; line: TransferLineRow; index: number; products: SelectOption[]; removable: boolean }) {
  const edit = useFormEdit<StockTransferEdit>(actor);
  const productError = useFieldError(actor, `lines.${index}.product`);
  const quantityError = useFieldError(actor, `lines.${index}.quantity`);
  return (
    <div className={fieldGrid}>
      <SelectField
        id={`line-${line.key}-product`}
        label={`Product, line ${index + 1}`}
        required
        placeholder="Choose a product"
        options={products}
        value={line.product}
        error={productError}
        onChange={(event) => edit({ kind: 'line.product', index, value: event.currentTarget.value })}
      />
      <TextField
        id={`line-${line.key}-quantity`}
        label={`Quantity, line ${index + 1}`}
        required
        inputMode="numeric"
        value={line.quantity}
        error={quantityError}
        onChange={(event) => edit({ kind: 'line.quantity', index, value: event.currentTarget.value })}
      />
      {removable && (
        // In a div of its own, so the grid's cell does not stretch the button to the fields' height.
        <div>
          <button type="button" className={button.secondary} onClick={() => edit({ kind: 'line.remove', index })}>
            Remove line {index + 1}
          </button>
        </div>
      )}
    </div>
  );
}
