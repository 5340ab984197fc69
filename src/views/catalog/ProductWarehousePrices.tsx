import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductEdit } from '../../machines/catalog/product-form.machine';
import type { RecordFormActor } from '../../machines/common/record-form.machine';
import { input } from '../../styles/controls.css';
import { useFieldError, useFieldValue, useFormEdit } from '../common/use-record-form';
import { fieldMessage, invalid } from '../common/form-fields.css';
import { cellInput, subTable, subTableCell, subTableHead, tableScroll } from './ProductForm.css';

/** One price per warehouse record; a warehouse left empty sells at the product price. */
export function ProductWarehousePrices({ actor }: { actor: RecordFormActor }) {
  const prices = (useFieldValue(actor, 'warehousePrices') ?? {}) as Record<string, string>;
  const { t } = useLingui();
  return (
    <div className={tableScroll}>
      <table className={subTable} aria-label={t`Warehouse prices`}>
        <thead>
          <tr>
            <th className={subTableHead} scope="col">
              <Trans>Warehouse</Trans>
            </th>
            <th className={subTableHead} scope="col">
              <Trans>Price</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(prices).map(([warehouse, price], index) => (
            <WarehousePriceRow key={warehouse} actor={actor} warehouse={warehouse} price={price} index={index} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function WarehousePriceRow({ actor, warehouse, price, index }: { actor: RecordFormActor; warehouse: string; price: string; index: number }) {
  const edit = useFormEdit<ProductEdit>(actor);
  const error = useFieldError(actor, `warehousePrices.${warehouse}`);
  const id = `warehouse-price-${index}`;
  const { t } = useLingui();
  return (
    <tr>
      <td className={subTableCell}>
        <label htmlFor={id}>
          <bdi>{warehouse}</bdi>
        </label>
      </td>
      <td className={subTableCell}>
        <input
          id={id}
          className={`${input} ${cellInput}${error ? ` ${invalid}` : ''}`}
          inputMode="decimal"
          placeholder={t`Product price`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={price}
          onChange={(event) => edit({ kind: 'warehouse.price', warehouse, value: event.currentTarget.value })}
        />
        {error && (
          <div id={`${id}-error`} className={fieldMessage} role="alert">
            {error}
          </div>
        )}
      </td>
    </tr>
  );
}
