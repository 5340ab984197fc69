/**
 * Which size or colour a document line names (docs/decisions/021-warehouses-and-variants.md): the one way
 * every document (sales, the POS, purchases, transfers, adjustments, imports) reads a line's `variant`.
 * A line names it by id, item code or name, in any case. A product with variants needs one on lines that
 * sell or buy it; a product without variants takes none. Adjustments and transfers may leave it out to
 * move the product's own stock (stock from before its variants kept their own).
 */
import { ApiError } from '../http/errors';
import { Status } from '../http/status';
import { en } from '../i18n/english';

export interface LineVariant {
  id: string;
  name: string;
  itemCode: string;
}

export interface ProductWithVariants<Variant extends LineVariant> {
  name: string;
  variants: readonly Variant[];
}

/** Whether a line of a product with variants may leave the variant out (its own, unassigned stock). */
export type VariantRule = 'required' | 'optional';

/**
 * The variant `text` names among the product's, or null for the product itself; or why the line cannot
 * be taken: the product has no such variant, has variants and the rule requires one, or has none and
 * one is named. For readers that collect problems by row (the CSV imports).
 */
export function findLineVariant<Variant extends LineVariant>(
  product: ProductWithVariants<Variant>,
  text: string | null | undefined,
  rule: VariantRule = 'required',
): { variant: Variant | null } | { problem: string } {
  const wanted = text?.trim().toLowerCase() ?? '';
  if (!wanted) {
    if (rule === 'required' && product.variants.length > 0) {
      return { problem: en`Choose a variant of ${product.name}: ${product.variants.map((variant) => variant.name).join(', ')}.` };
    }
    return { variant: null };
  }
  const found = product.variants.find(
    (variant) => variant.id.toLowerCase() === wanted || variant.itemCode.toLowerCase() === wanted || variant.name.toLowerCase() === wanted,
  );
  return found ? { variant: found } : { problem: en`${product.name} has no variant '${text!.trim()}'.` };
}

/** findLineVariant for a document's line: 400 under `path` saying why. */
export function variantOfLine<Variant extends LineVariant>(
  product: ProductWithVariants<Variant>,
  text: string | null | undefined,
  path: readonly (string | number)[],
  rule: VariantRule = 'required',
): Variant | null {
  const found = findLineVariant(product, text, rule);
  if ('problem' in found) throw new ApiError(Status.badRequest, found.problem, [{ message: found.problem, path: [...path] }]);
  return found.variant;
}
