import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '../../domain/format';
import { useLanguageShown } from '../i18n/use-language-shown';
import type { StockBySize } from '../../machines/catalog/stock-by-size';
import { quantity } from '../common/DataTable.css';
import * as styles from './SizeStock.css';

/**
 * A product's stock per size per location, right on the product list (docs/screens.md#products): the
 * total, and one click opens the sizes by location. Staff at the counter ask "is there an M at Mall
 * Road?" without leaving the list; Stock & history stays for adjusting and the history.
 */
export function SizeStock({ productName, total, low, stock }: { productName: string; total: number; low: boolean; stock: StockBySize }) {
  const { t } = useLingui();
  const language = useLanguageShown();
  const count = (value: number) => formatNumber(value, language);
  const totalText = count(total);
  return (
    <details className={styles.sizeStock}>
      <summary className={styles.summary} aria-label={t`${totalText} in stock, by size and location`}>
        <span className={quantity[low ? 'low' : 'healthy']}>{totalText}</span>
        <span className={styles.bySize}>
          <Trans>by size</Trans>
        </span>
      </summary>
      <div className={styles.gridScroll}>
      <table className={styles.grid} aria-label={t`Stock of ${productName} by size and location`}>
        <thead>
          <tr>
            <th className={styles.gridHead} scope="col">
              <Trans>Size</Trans>
            </th>
            {stock.locations.map((location) => (
              <th key={location} className={styles.gridHead} scope="col">
                <bdi>{location}</bdi>
              </th>
            ))}
            <th className={styles.gridHead} scope="col">
              <Trans>Total</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {stock.rows.map((row) => (
            <tr key={row.key}>
              <th className={styles.sizeName} scope="row">
                <bdi>{row.name}</bdi>
              </th>
              {row.quantities.map((value, index) => (
                <td key={stock.locations[index]} className={styles.gridCell}>
                  {value === null || value === undefined ? '—' : count(value)}
                </td>
              ))}
              <td className={styles.gridCell}>
                <span className={quantity[row.low ? 'low' : 'healthy']}>{count(row.total)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </details>
  );
}
