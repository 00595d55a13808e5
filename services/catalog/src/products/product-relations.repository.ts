import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { Relations } from './product.entity';

type Kind = keyof Relations;

/** Similar and set products: real rows pointing at real products, in the order an admin chose. */
@Injectable()
export class ProductRelationsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async of(productId: string): Promise<Relations> {
    return (await this.ofMany([productId])).get(productId)!;
  }

  /** The relations of each of these products (empty ones included), in one query. */
  async ofMany(productIds: string[]): Promise<Map<string, Relations>> {
    const rows: { product_id: string; related_id: string; kind: Kind }[] = await this.db.query(
      `SELECT product_id, related_id, kind FROM product_relation WHERE product_id = ANY($1::uuid[])
       ORDER BY kind, position`,
      [productIds],
    );
    const all = new Map<string, Relations>(productIds.map((id) => [id, { similar: [], set: [] }]));
    for (const row of rows) all.get(row.product_id)![row.kind].push(row.related_id);
    return all;
  }

  async replace(manager: EntityManager, productId: string, kind: Kind, relatedIds: string[]): Promise<void> {
    await manager.query('DELETE FROM product_relation WHERE product_id = $1 AND kind = $2', [
      productId,
      kind,
    ]);
    if (!relatedIds.length) return;
    await manager.query(
      `INSERT INTO product_relation (product_id, related_id, kind, position)
       SELECT $1, related, $2, ord FROM unnest($3::uuid[]) WITH ORDINALITY AS r(related, ord)`,
      [productId, kind, relatedIds],
    );
  }

  /** Live related products, in order. */
  relatedIds(productId: string, kind: Kind): Promise<{ id: string }[]> {
    return this.db.query(
      `SELECT p.id FROM product_relation r JOIN product p ON p.id = r.related_id
       WHERE r.product_id = $1 AND r.kind = $2 AND p.deleted_at IS NULL ORDER BY r.position`,
      [productId, kind],
    );
  }
}
