import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductEdit, VariantRow } from '../../machines/catalog/product-form.machine';
import type { RecordFormActor } from '../../machines/common/record-form.machine';
import { iconButton, input, visuallyHidden } from '../../styles/controls.css';
import { Icon } from '../common/icons';
import { useFieldError, useFieldValue, useFormEdit } from '../common/use-record-form';
import { fieldMessage, invalid } from '../common/form-fields.css';
import { cellInput, muted, noWrap, subTable, subTableCell, subTableHead, tableScroll } from './ProductForm.css';

/**
 * The variant table in docs/screens.md#products: Name, the automatic Item Code 'VRT-{n}', the size's own
 * Barcode (optional), Additional Price and a remove button. The rows follow the comma-separated names
 * above them; removing one rewrites them. A refused barcode or price shows the server's reason under it.
 */
export function ProductVariantTable({ actor }: { actor: RecordFormActor }) {
  const rows = (useFieldValue(actor, 'variantList') ?? []) as VariantRow[];
  const { t } = useLingui();
  if (rows.length === 0)
    return (
      <p className={muted}>
        <Trans>Type the variant names above, separated by commas (Red, Blue, Green).</Trans>
      </p>
    );
  return (
    <div className={tableScroll}>
      <table className={subTable} aria-label={t`Variants`}>
        <thead>
          <tr>
            <th className={subTableHead} scope="col">
              <Trans>Name</Trans>
            </th>
            <th className={subTableHead} scope="col">
              <Trans>Item Code</Trans>
            </th>
            <th className={subTableHead} scope="col">
              <Trans>Barcode</Trans>
            </th>
            <th className={subTableHead} scope="col">
              <Trans>Additional Price</Trans>
            </th>
            <th className={subTableHead} scope="col">
              <span className={visuallyHidden}>
                <Trans>Remove</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <VariantRowView key={row.itemCode} actor={actor} row={row} index={index} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function VariantRowView({ actor, row, index }: { actor: RecordFormActor; row: VariantRow; index: number }) {
  const edit = useFormEdit<ProductEdit>(actor);
  const priceError = useFieldError(actor, `variantList.${index}.additionalPrice`);
  const nameError = useFieldError(actor, `variantList.${index}.name`);
  const codeError = useFieldError(actor, `variantList.${index}.itemCode`);
  const barcodeError = useFieldError(actor, `variantList.${index}.barcode`);
  const rowError = nameError ?? codeError;
  const priceId = `variant-${index}-price`;
  const barcodeId = `variant-${index}-barcode`;
  const { t } = useLingui();
  const { name } = row;
  return (
    <tr>
      <td className={subTableCell}>
        <bdi>{name}</bdi>
        {rowError && <div className={fieldMessage}>{rowError}</div>}
      </td>
      <td className={`${subTableCell} ${noWrap}`}>{row.itemCode}</td>
      <td className={subTableCell}>
        <input
          id={barcodeId}
          className={`${input} ${cellInput}${barcodeError ? ` ${invalid}` : ''}`}
          aria-label={t`Barcode of ${name}`}
          placeholder={t`Optional`}
          aria-invalid={barcodeError ? true : undefined}
          aria-describedby={barcodeError ? `${barcodeId}-error` : undefined}
          value={row.barcode}
          onChange={(event) => edit({ kind: 'variant.barcode', index, value: event.currentTarget.value })}
        />
        {barcodeError && (
          <div id={`${barcodeId}-error`} className={fieldMessage} role="alert">
            {barcodeError}
          </div>
        )}
      </td>
      <td className={subTableCell}>
        <input
          id={priceId}
          className={`${input} ${cellInput}${priceError ? ` ${invalid}` : ''}`}
          inputMode="decimal"
          aria-label={t`Additional price of ${name}`}
          aria-invalid={priceError ? true : undefined}
          aria-describedby={priceError ? `${priceId}-error` : undefined}
          value={row.additionalPrice}
          onChange={(event) => edit({ kind: 'variant.price', index, value: event.currentTarget.value })}
        />
        {priceError && (
          <div id={`${priceId}-error`} className={fieldMessage} role="alert">
            {priceError}
          </div>
        )}
      </td>
      <td className={subTableCell}>
        <button type="button" className={iconButton} aria-label={t`Remove variant ${name}`} title={t`Remove`} onClick={() => edit({ kind: 'variant.remove', index })}>
          <Icon name="close" size={18} />
        </button>
      </td>
    </tr>
  );
}
