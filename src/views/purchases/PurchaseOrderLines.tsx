import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { orderLinesMachine } from '../../machines/common/order-lines.machine';
import { selectPurchaseTable } from '../../machines/purchases/purchase-lines.selectors';
import { button, field, input, label as labelStyle, visuallyHidden } from '../../styles/controls.css';
import { alignEnd, cell, headerCell, scroller, stateCell, table, wrapping } from '../common/DataTable.css';
import { Money } from '../common/Money';
import { lineInput, match, matches, problem, searchBox, searchMessage } from './PurchaseForm.css';

type LinesActor = ActorRefFrom<typeof orderLinesMachine>;

/** The product search (name or code; Enter on an exact code) and the purchase's Order Table (SPEC.md section 2, Edit Purchase). */
export function PurchaseOrderLines({ lines }: { lines: LinesActor }) {
  const search = useSelector(lines, (snapshot) => snapshot.context.search);
  const found = useSelector(lines, (snapshot) => snapshot.context.matches, shallowEqual);
  const message = useSelector(lines, (snapshot) => snapshot.context.searchMessage);
  const rows = useSelector(lines, selectPurchaseTable, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const refused = useSelector(lines, (snapshot) => snapshot.context.problem);
  const problemFor = (field: string) => (refused && refused.field === field ? refused.message : null);
  return (
    <>
      <div className={searchBox}>
        <div className={field}>
          <label className={labelStyle} htmlFor="purchase-product-search">
            Product
          </label>
          <input
            id="purchase-product-search"
            className={input}
            placeholder="Search product by code or name"
            autoComplete="off"
            value={search}
            onChange={(event) => lines.send({ type: 'lines.search.change', text: event.target.value })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                lines.send({ type: 'lines.search.enter' });
              }
            }}
          />
        </div>
        {message && (
          <p className={searchMessage} role="status">
            {message}
          </p>
        )}
        {found.length > 0 && (
          <ul className={matches} aria-label="Matching products">
            {found.map((product) => (
              <li key={product.id}>
                <button type="button" className={match} onClick={() => lines.send({ type: 'lines.search.pick', productId: product.id })}>
                  {product.name} ({product.code})
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={scroller}>
        <table className={table}>
          <caption className={visuallyHidden}>Order Table</caption>
          <thead>
            <tr>
              {['Name', 'Code', 'Quantity', 'Net Unit Cost', 'Discount', 'Tax', 'SubTotal', ''].map((heading, index) => (
                <th key={heading || index} scope="col" className={`${headerCell} ${index >= 2 && index <= 6 ? alignEnd : ''}`}>
                  {heading || <span aria-hidden="true" />}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={8} className={stateCell}>
                  No products selected.
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.productId}>
                  <td className={`${cell} ${wrapping}`} data-label="Name">{row.name}</td>
                  <td className={cell} data-label="Code">{row.code}</td>
                  <td className={`${cell} ${alignEnd}`} data-label="Quantity">
                    <input
                      className={lineInput}
                      type="number"
                      min={1}
                      step={1}
                      aria-label={`Quantity of ${row.name}`}
                      defaultValue={row.quantity}
                      onChange={(event) => lines.send({ type: 'lines.quantity.change', productId: row.productId, text: event.target.value })}
                    />
                    {problemFor(`quantity:${row.productId}`) && <p className={problem}>{problemFor(`quantity:${row.productId}`)}</p>}
                  </td>
                  <td className={`${cell} ${alignEnd}`} data-label="Net Unit Cost">
                    <Money amount={row.unitCost} />
                  </td>
                  <td className={`${cell} ${alignEnd}`} data-label="Discount">
                    <input
                      className={lineInput}
                      type="number"
                      min={0}
                      step={0.01}
                      aria-label={`Discount on ${row.name}`}
                      defaultValue={row.discount}
                      onChange={(event) => lines.send({ type: 'lines.discount.change', productId: row.productId, text: event.target.value || '0' })}
                    />
                    {problemFor(`discount:${row.productId}`) && <p className={problem}>{problemFor(`discount:${row.productId}`)}</p>}
                  </td>
                  <td className={`${cell} ${alignEnd}`} data-label="Tax">
                    <input
                      className={lineInput}
                      type="number"
                      min={0}
                      max={100}
                      step={0.01}
                      aria-label={`Tax % on ${row.name}`}
                      defaultValue={row.taxRate}
                      onChange={(event) => lines.send({ type: 'lines.tax.change', productId: row.productId, text: event.target.value || '0' })}
                    />
                    <div>
                      <Money amount={row.tax} />
                    </div>
                    {problemFor(`tax:${row.productId}`) && <p className={problem}>{problemFor(`tax:${row.productId}`)}</p>}
                  </td>
                  <td className={`${cell} ${alignEnd}`} data-label="SubTotal">
                    <Money amount={row.subTotal} />
                  </td>
                  <td className={cell}>
                    <button type="button" className={button.secondary} aria-label={`Remove ${row.name}`} onClick={() => lines.send({ type: 'lines.remove', productId: row.productId })}>
                      Delete
                    </button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}
