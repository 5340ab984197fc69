import { input } from '../../styles/controls.css';
import type { RecordFields } from '../common/use-record-form';
import { fieldMessage, invalid } from '../common/form-fields.css';
import { cellInput, subTable, subTableCell, subTableHead, tableScroll } from './ProductForm.css';

/** One price per warehouse record; a warehouse left empty sells at the product price. */
export function ProductWarehousePrices({ fields }: { fields: RecordFields }) {
  const prices = fields.values.warehousePrices as Record<string, string>;
  return (
    <div className={tableScroll}>
      <table className={subTable} aria-label="Warehouse prices">
        <thead>
          <tr>
            <th className={subTableHead} scope="col">Warehouse</th>
            <th className={subTableHead} scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(prices).map(([warehouse, price], index) => {
            const error = fields.error(`warehousePrices.${warehouse}`);
            const id = `warehouse-price-${index}`;
            return (
              <tr key={warehouse}>
                <td className={subTableCell}>
                  <label htmlFor={id}>{warehouse}</label>
                </td>
                <td className={subTableCell}>
                  <input
                    id={id}
                    className={`${input} ${cellInput}${error ? ` ${invalid}` : ''}`}
                    inputMode="decimal"
                    placeholder="Product price"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    value={price}
                    onChange={(event) => fields.edit({ kind: 'warehouse.price', warehouse, value: event.currentTarget.value })}
                  />
                  {error && (
                    <div id={`${id}-error`} className={fieldMessage} role="alert">
                      {error}
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
