import { useSelector } from '@xstate/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { fieldMessageText } from '../i18n/field-messages';
import { useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { asOrderProducts, selectOrderSearch, selectVariantChoice, type orderLinesMachine } from '../../machines/common/order-lines.machine';
import { refusedCells, selectOrderTable, type OrderTableCell } from '../../machines/common/order-table.selectors';
import { button, visuallyHidden } from '../../styles/controls.css';
import { alignEnd, cell, dense, headerCell, row as rowStyle, scroller, stateCell, table, wrapping } from './DataTable.css';
import { lineInput, matches, problem, refusedValue, searchBox, searchMessage } from './DocumentForm.css';
import { invalid } from './form-fields.css';
import { LineNumberInput } from './LineNumberInput';
import { Money } from './Money';
import { ProductSearchField } from './ProductSearchField';
import { LineSizeQuestion } from './SizeQuestion';

type LinesActor = ActorRefFrom<typeof orderLinesMachine>;

interface DocumentOrderLinesProps {
  lines: LinesActor;
  /** Which form: its ids ('purchase-product-search'), its suggestion list's height, its unit column. */
  document: 'purchase' | 'sale';
  /** What the server refused, by path ('products.1.productCost'): the line's box or value is marked; the form says why. */
  serverErrors?: Readonly<Record<string, string>>;
}

/** What differs between the purchase's and the sale's Order Table (docs/screens.md#purchases). */
const KINDS = {
  // A purchase line's tax percent is typed on the line; an emptied discount box counts as 0.
  purchase: { unitHeading: msg`Net Unit Cost`, taxEditable: true, blankDiscount: '0' },
  // A sale line's tax is the product's; an emptied discount box is refused as typed.
  sale: { unitHeading: msg`Net Unit Price`, taxEditable: false, blankDiscount: '' },
} as const satisfies Record<string, { unitHeading: MessageDescriptor; taxEditable: boolean; blankDiscount: string }>;

/** The product search (name or code; Enter on an exact code, `3*` before it for three) and a document's Order Table, for purchases and sales. */
export function DocumentOrderLines({ lines, document, serverErrors = {} }: DocumentOrderLinesProps) {
  const kind = KINDS[document];
  const { i18n, t } = useLingui();
  const unitHeading = i18n._(kind.unitHeading);
  const search = useSelector(lines, selectOrderSearch);
  const rows = useSelector(lines, selectOrderTable, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const refused = useSelector(lines, (snapshot) => snapshot.context.problem);
  const problemFor = (field: string) => (refused && refused.field === field ? <p className={problem}>{fieldMessageText(i18n, refused.message)}</p> : null);
  const searchRef = useRef<HTMLInputElement>(null);
  return (
    <>
      {search && (
        <ProductSearchField
          inputRef={searchRef}
          search={search}
          id={`${document}-product-search`}
          label={t`Product`}
          placeholder={t`Search product by code or name`}
          boxClassName={searchBox}
          listClassName={matches[document]}
          messageClassName={searchMessage}
          messageRole="status"
          matchesOf={asOrderProducts}
        />
      )}
      {problemFor('lines')}
      <OrderSizeQuestion lines={lines} onDone={() => searchRef.current?.focus()} />
      <div className={scroller}>
        <table className={`${table} ${dense}`}>
          <caption className={visuallyHidden}>
            <Trans>Order Table</Trans>
          </caption>
          <thead>
            <tr>
              {[t`Name`, t`Code`, t`Quantity`, unitHeading, t`Discount`, t`Tax`, t`SubTotal`, ''].map((heading, index) => (
                <th key={index} scope="col" className={`${headerCell} ${index >= 2 && index <= 6 ? alignEnd : ''}`}>
                  {heading || <span aria-hidden="true" />}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={8} className={stateCell}>
                  <Trans>No products selected.</Trans>
                </td>
              </tr>
            ) : (
              rows.map((row, index) => {
                const marked = refusedCells(serverErrors, index);
                const box = (cell: OrderTableCell) => (marked.has(cell) ? `${lineInput} ${invalid}` : lineInput);
                const value = (cell: OrderTableCell) => (marked.has(cell) ? refusedValue : undefined);
                const { name } = row;
                return (
                  // On a phone each line is a card, as a list's rows are.
                  <tr key={row.key} className={rowStyle}>
                    <td className={`${cell} ${wrapping}`} data-label={t`Name`}>
                      <span className={value('name')}>
                        <bdi>{name}</bdi>
                      </span>
                    </td>
                    <td className={cell} data-label={t`Code`}>
                      {row.code}
                    </td>
                    <td className={`${cell} ${alignEnd}`} data-label={t`Quantity`}>
                      <LineNumberInput
                        className={box('quantity')}
                        min={1}
                        step={1}
                        aria-label={t`Quantity of ${name}`}
                        aria-invalid={marked.has('quantity') || undefined}
                        value={row.quantity}
                        onChange={(event) => lines.send({ type: 'lines.quantity.change', key: row.key, text: event.target.value })}
                      />
                      {problemFor(`quantity:${row.key}`)}
                    </td>
                    <td className={`${cell} ${alignEnd}`} data-label={unitHeading}>
                      <span className={value('unitPrice')}>
                        <Money amount={row.unitPrice} />
                      </span>
                    </td>
                    <td className={`${cell} ${alignEnd}`} data-label={t`Discount`}>
                      <LineNumberInput
                        className={box('discount')}
                        min={0}
                        step={0.01}
                        aria-label={t`Discount on ${name}`}
                        aria-invalid={marked.has('discount') || undefined}
                        value={row.discount}
                        onChange={(event) => lines.send({ type: 'lines.discount.change', key: row.key, text: event.target.value || kind.blankDiscount })}
                      />
                      {problemFor(`discount:${row.key}`)}
                    </td>
                    <td className={`${cell} ${alignEnd}`} data-label={t`Tax`}>
                      {kind.taxEditable ? (
                        <>
                          <LineNumberInput
                            className={box('tax')}
                            min={0}
                            max={100}
                            step={0.01}
                            aria-label={t`Tax % on ${name}`}
                            aria-invalid={marked.has('tax') || undefined}
                            value={row.taxRate}
                            onChange={(event) => lines.send({ type: 'lines.tax.change', key: row.key, text: event.target.value || '0' })}
                          />
                          <div>
                            <Money amount={row.tax} />
                          </div>
                          {problemFor(`tax:${row.key}`)}
                        </>
                      ) : (
                        <span className={value('tax')}>
                          <Money amount={row.tax} /> ({row.taxRate}%)
                        </span>
                      )}
                    </td>
                    <td className={`${cell} ${alignEnd}`} data-label={t`SubTotal`}>
                      <span className={value('subTotal')}>
                        <Money amount={row.subTotal} />
                      </span>
                    </td>
                    <td className={cell}>
                      <button type="button" className={button.secondary} aria-label={t`Remove ${name}`} onClick={() => lines.send({ type: 'lines.remove', key: row.key })}>
                        <Trans>Delete</Trans>
                      </button>
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** A product with sizes found without naming one: which size goes on the line (docs/screens.md#purchases). */
function OrderSizeQuestion({ lines, onDone }: { lines: LinesActor; onDone: () => void }) {
  const choice = useSelector(lines, selectVariantChoice);
  if (!choice) return null;
  const answer = (event: Parameters<LinesActor['send']>[0]) => {
    lines.send(event);
    onDone();
  };
  return (
    <LineSizeQuestion
      product={choice.product}
      quantity={choice.quantity}
      onChoose={(itemCode) => answer({ type: 'lines.variant.choose', itemCode })}
      onCancel={() => answer({ type: 'lines.variant.cancel' })}
    />
  );
}
