import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Dashboard } from '../../domain/reports.schemas';
import { useMoneyFormat } from '../common/use-shop-settings';
import { panelCard, panelTitle, scrollX } from '../reports/reports.css';

/** Each figure as docs/owner-figures.md names it, in the order an owner reads them. */
const FIGURES = [
  ['grossSales', msg`Gross sales`],
  ['discounts', msg`Discounts`],
  ['revenue', msg`Revenue`],
  ['returns', msg`Returns`],
  ['netSales', msg`Net sales`],
  ['costOfGoodsSold', msg`Cost of goods sold`],
  ['profit', msg`Profit`],
  ['taxCollected', msg`Tax collected`],
  ['shipping', msg`Shipping charged`],
  ['moneyIn', msg`Money in`],
  ['moneyOut', msg`Money out`],
  ['net', msg`Net`],
  ['transferred', msg`Transferred between accounts`],
] as const;

/** The period's owner's figures (docs/owner-figures.md), each on its own line: money in and out never added together. */
export function PeriodFigures({ figures }: { figures: Dashboard['figures'] }) {
  const money = useMoneyFormat();
  const { i18n } = useLingui();
  return (
    <section className={panelCard} aria-labelledby="period-figures-title">
      <h2 id="period-figures-title" className={panelTitle}>
        <Trans>The period’s figures</Trans>
      </h2>
      <div className={scrollX}>
        <table>
          <tbody>
            {FIGURES.map(([key, label]) => (
              <tr key={key}>
                <th scope="row">{i18n._(label)}</th>
                <td>{money(figures[key])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
