import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ProductSummary } from '../products/product-summary';

/**
 * Works out a product's summary from its live inventories, which hold the data; products only
 * keep the result on their row. Read inside the write that changed them, under the product's lock.
 */
@Injectable()
export class InventorySummaryRepository {
  async summaryOf(tx: EntityManager, productId: string): Promise<ProductSummary> {
    const [row]: {
      min_price: string | null;
      on_sale: boolean;
      image_key: string | null;
      entry: string | null;
    }[] = await tx.query(
      `SELECT min(COALESCE(sale_price, price)) AS min_price,
                coalesce(bool_or(sale_price IS NOT NULL), false) AS on_sale,
                (array_agg(images[1] ORDER BY created_at) FILTER (WHERE cardinality(images) > 0))[1] AS image_key,
                -- A card opens the cheapest inventory in stock, else the cheapest.
                (array_agg(name ORDER BY stock = 0, COALESCE(sale_price, price), created_at))[1] AS entry
         FROM inventory WHERE product_id = $1 AND deleted_at IS NULL`,
      [productId],
    );
    return {
      minPrice: row.min_price === null ? null : Number(row.min_price),
      onSale: row.on_sale,
      imageKey: row.image_key,
      entryInventory: row.entry,
    };
  }
}
