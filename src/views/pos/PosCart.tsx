import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { Minor } from '../../domain/money';
import { percentToWire } from '../../domain/percent';
import { lineName, priceNote, quantityText, selectPricedCart, type CartLine, type PosCartActor } from '../../machines/pos/pos-cart.machine';
import { shownText } from '../i18n/shown-text';
import { useMinorFormat } from './use-minor-format';
import * as styles from './pos.css';

/**
 * A line's product tax as the receipt prints it (docs/screens.md#receipt): 'Tax 8.875% Rs 1.78', or
 * 'Tax 10% incl. Rs 1.00' when the tax is inside the price; nothing when the line has none.
 */
function taxNote(i18n: I18n, line: CartLine, tax: Minor, format: (amount: Minor) => string): string | null {
  if (tax === 0) return null;
  const rate = percentToWire(line.product.taxRate);
  const amount = format(tax);
  return i18n._(line.product.taxMethod === 'Inclusive' ? msg`Tax ${rate}% incl. ${amount}` : msg`Tax ${rate}% ${amount}`);
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
  const { i18n, t } = useLingui();
  return (
    <div className={styles.cartScroll}>
      <table className={styles.cartTable} aria-label={t`Cart`}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Product</Trans>
            </th>
            <th scope="col" className={styles.numeric}>
              <Trans>Price</Trans>
            </th>
            <th scope="col">
              <Trans>Qty</Trans>
            </th>
            <th scope="col" className={styles.numeric}>
              <Trans>Total</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.length === 0 && (
            <tr>
              <td colSpan={4} className={styles.notice}>
                <Trans>No products in the cart. Scan a code, search, or tap a product.</Trans>
              </td>
            </tr>
          )}
          {lines.map((line, index) => {
            const name = lineName(line);
            const price = priceNote(line, where);
            const note = price && i18n._(price);
            const tax = taxNote(i18n, line, priced.lines[index].tax, format);
            const refused = problem?.field === `quantity:${line.key}` ? shownText(i18n, problem.message) : null;
            const problemId = `pos-quantity-problem-${index}`;
            return [
              <tr key={line.key} data-testid="cart-row" data-short={short[line.key] ? 'true' : undefined} className={short[line.key] ? styles.shortRow : undefined}>
                <td>
                  <bdi>{name}</bdi>
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
                      aria-label={t`One less ${name}`}
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
                      aria-label={t`Quantity of ${name}`}
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
                      aria-label={t`One more ${name}`}
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
