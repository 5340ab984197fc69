/** docs/decisions/004-stock-on-hand-in-product-list.md: a product's stock on hand shows red at or below its alert quantity. */
export function isLowStock(onHand: number, alertQuantity: number): boolean {
  return onHand <= alertQuantity;
}
