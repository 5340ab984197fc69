import type { Dashboard } from '../../domain/reports.schemas';
import { useMoneyFormat } from '../common/use-shop-settings';
import { panelCard, panelTitle, scrollX } from '../reports/reports.css';

/** Each figure as docs/owner-figures.md names it, in the order an owner reads them. */
const FIGURES = [
  ['grossSales', 'Gross sales'],
  ['discounts', 'Discounts'],
  ['revenue', 'Revenue'],
  ['returns', 'Returns'],
  ['netSales', 'Net sales'],
  ['costOfGoodsSold', 'Cost of goods sold'],
  ['profit', 'Profit'],
  ['taxCollected', 'Tax collected'],
  ['shipping', 'Shipping charged'],
  ['moneyIn', 'Money in'],
  ['moneyOut', 'Money out'],
  ['net', 'Net'],
  ['transferred', 'Transferred between accounts'],
] as const;

/** The period's owner's figures (docs/owner-figures.md), each on its own line: money in and out never added together. */
export function PeriodFigures({ figures }: { figures: Dashboard['figures'] }) {
  const money = useMoneyFormat();
  return (
    <section className={panelCard} aria-labelledby="period-figures-title">
      <h2 id="period-figures-title" className={panelTitle}>
        The period’s figures
      </h2>
      <div className={scrollX}>
        <table>
          <tbody>
            {FIGURES.map(([key, label]) => (
              <tr key={key}>
                <th scope="row">{label}</th>
                <td>{money(figures[key])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
