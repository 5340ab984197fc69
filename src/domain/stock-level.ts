/** DESIGN.md decision 4: a product's stock on hand shows red at or below its alert quantity. */
export function isLowStock(onHand: number, alertQuantity: number): boolean {
  return onHand <= alertQuantity;
}
