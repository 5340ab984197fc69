import { Trans } from '@lingui/react/macro';

/**
 * A product's or size's stock at the till: the server's count, or, when the till's own catalog
 * answered because the server did not, that it is not known (docs/offline-till.md#the-catalog-on-the-till).
 */
export function PosStock({ stock }: { stock: number | null }) {
  return stock === null ? <Trans>Stock not known offline</Trans> : <Trans>{stock} in stock</Trans>;
}
