/**
 * A product as the POS sells it, from the server's answer (pos-catalog.ts) or the till's own catalog
 * (till-catalog.ts), and which tiles to show: the shapes both share.
 */
import type { Minor } from '../../domain/money';
import type { Percent } from '../../domain/percent';
import type { ProductPricing } from '../../domain/pricing';
import type { TaxMethod } from '../../domain/shop-constants';

/** A product as the POS sells it. */
export interface PosItem {
  id: string;
  name: string;
  code: string;
  image: string | null;
  pricing: ProductPricing;
  taxRate: Percent;
  taxMethod: TaxMethod;
  /** Stock on hand in the warehouse asked for (the till's), else in all warehouses; null when the till's own catalog answered (it keeps no stock). */
  stock: number | null;
  /** Its sizes (or colours), each with its own barcode and its stock where `stock` is counted (docs/decisions/021-warehouses-and-variants.md). */
  variants: PosVariant[];
  /** The variant a scanned code named; null for the product itself. */
  scannedVariant: string | null;
}

/** A size (or colour) of a product as the POS sells it: scanned by its barcode or `{code}-{itemCode}`. */
export interface PosVariant {
  name: string;
  itemCode: string;
  barcode: string | null;
  additionalPrice: Minor;
  /** Its stock on hand in the warehouse asked for (the till's), else in all warehouses; null as the product's. */
  stock: number | null;
}

/** Which tiles to show: all, a category's, a brand's, or the featured ones. */
export type TileFilter = { kind: 'all' } | { kind: 'category'; id: string } | { kind: 'brand'; id: string } | { kind: 'featured' };
