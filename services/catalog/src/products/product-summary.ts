/**
 * What a product shows of its live inventories: the lowest price a customer pays now, whether
 * any is on sale, a cover image and the inventory a card opens. Kept on the product's row so
 * listings sort by price with an index; worked out by the inventories, which hold the data.
 */
export interface ProductSummary {
  minPrice: number | null;
  onSale: boolean;
  imageKey: string | null;
  entryInventory: string | null;
}
