import { useSelector } from '@xstate/react';
import type { Minor } from '../../domain/money';
import { percentToWire } from '../../domain/percent';
import { lineName, priceNote, quantityText, selectPricedCart, type CartLine, type PosCartActor } from '../../machines/pos/pos-cart.machine';
import { useMinorFormat } from './use-minor-format';
import * as styles from './pos.css';

/**
 * A line's product tax as the receipt prints it (docs/screens.md#receipt): 'Tax 8.875% Rs 1.78', or
 * 'Tax 10% incl. Rs 1.00' when the tax is inside the price; nothing when the line has none.
 */
function taxNote(line: CartLine, tax: Minor, format: (amount: Minor) => string): string | null {
  if (tax === 0) return null;
  return `Tax ${percentToWire(line.product.taxRate)}%${line.product.taxMethod === 'Inclusive' ? ' incl.' : ''} ${format(tax)}`;
}

/**
 * The cart table (docs/screens.md#point-of-sale): Product, Price, Qty (minus, the typed quantity, plus),
 * Total; each line's product tax under its name, the Total being its price × quantity with that tax
 * (docs/pricing.md#sale-and-pos-lines); lines short of stock marked; a refused quantity stays in its
 * box with the reason under the name.
 */
export function PosCart({ cart, short, onChanged }: { cart: PosCartActor; short: Record<string, string>; onChanged: () => void }) {
  const lines = useSelector(cart, (snapshot) => snapshot.context.lines);
  const quantityTexts = useSelector(cart, (snapshot) => snapshot.context.quantityTexts);
  const problem = useSelector(cart, (snapshot) => snapshot.context.problem);
  const where = useSelector(cart, (snapshot) => snapshot.context, (a, b) => a.today === b.today && a.warehouse === b.warehouse);
  const priced = useSelector(cart, selectPricedCart, (a, b) => JSON.stringify(a.lines) === JSON.stringify(b.lines));
  const format = useMinorFormat();
  return (
    <div className={styles.cartScroll}>
      <table className={styles.cartTable} aria-label="Cart">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className={styles.numeric}>
              Price
            </th>
            <th scope="col">Qty</th>
            <th scope="col" className={styles.numeric}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.length === 0 && (
            <tr>
              <td colSpan={4} className={styles.notice}>
                No products in the cart. Scan a code, search, or tap a product.
              </td>
            </tr>
          )}
          {lines.map((line, index) => {
            const name = lineName(line);
            const note = priceNote(line, where);
            const tax = taxNote(line, priced.lines[index].tax, format);
            const refused = problem?.field === `quantity:${line.key}` ? problem.message : null;
            const problemId = `pos-quantity-problem-${index}`;
            return [
              <tr key={line.key} data-testid="cart-row" data-short={short[line.key] ? 'true' : undefined} className={short[line.key] ? styles.shortRow : undefined}>
                <td>
                  {name}
                  {note && <span className={styles.lineNote}>{note}</span>}
                  {tax && (
                    <span className={styles.taxNote} data-testid="cart-line-tax">
                      {tax}
                    </span>
                  )}
                  {/* A refused checkout marks every line short of stock with what the server said of it. */}
                  {short[line.key] && <span className={styles.shortNote}>{short[line.key]}</span>}
                </td>
                <td className={styles.numeric}>{format(priced.lines[index].unitPrice)}</td>
                <td>
                  <span className={styles.quantity}>
                    <button
                      type="button"
                      className={styles.stepButton}
                      aria-label={`One less ${name}`}
                      onClick={() => {
                        cart.send({ type: 'cart.line.decrement', key: line.key });
                        onChanged();
                      }}
                    >
                      −
                    </button>
                    <input
                      className={styles.quantityInput}
                      inputMode="numeric"
                      autoComplete="off"
                      aria-label={`Quantity of ${name}`}
                      aria-invalid={refused !== null}
                      aria-describedby={refused ? problemId : undefined}
                      value={quantityText({ quantityTexts }, line)}
                      onChange={(event) => cart.send({ type: 'cart.line.quantity.change', key: line.key, text: event.currentTarget.value })}
                      onKeyDown={(event) => {
                        // Enter goes back to the search box, ready for the next scan.
                        if (event.key === 'Enter') {
                          event.preventDefault();
                          onChanged();
                        }
                      }}
                    />
                    <button
                      type="button"
                      className={styles.stepButton}
                      aria-label={`One more ${name}`}
                      onClick={() => {
                        cart.send({ type: 'cart.line.increment', key: line.key });
                        onChanged();
                      }}
                    >
                      +
                    </button>
                  </span>
                </td>
                <td className={styles.numeric}>{format(priced.lines[index].subtotal)}</td>
              </tr>,
              // A refused quantity's reason on a row of its own under the line: the whole width, even on a phone.
              refused && (
                <tr key={`${line.key}:problem`}>
                  <td colSpan={4} id={problemId} role="alert" className={styles.quantityProblem}>
                    {refused}
                  </td>
                </tr>
              ),
            ];
          })}
        </tbody>
      </table>
    </div>
  );
}
