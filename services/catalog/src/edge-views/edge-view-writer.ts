import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { PRODUCT_PAGE_SIBLINGS, type Inventory, type Page, type Product } from '@ela/contracts';
import { Outbox } from '@ela/service-kit';
import { ProductsService } from '../products/products.service';
import { markEverything, markUnmarked, type EdgeViewKind } from '../read-model/edge-view-marks';
import { EdgeViewStore, type ViewWrite } from './edge-view-store';

const BATCH = 500;
/** One writer at a time across replicas: a rename's old key is then cleared by whoever saw it. */
const WRITER_LOCK = 0x65646765;

/** One answer to write: what it is, its number for this write, and the keys it holds now. */
interface Mark {
  kind: EdgeViewKind;
  id: string;
  version: string;
  keys: string[];
  /** An inventory's view row, when it has one. */
  body: Inventory | null;
}

/**
 * Brings the edge views in Redis up to date with the changes writes noted, before the outbox relay
 * publishes their events; a batch whose write fails stays noted and is written next time.
 */
@Injectable()
export class EdgeViewWriter implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('EdgeViews');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: EdgeViewStore,
    private readonly products: ProductsService,
    private readonly outbox: Outbox,
  ) {}

  onApplicationBootstrap(): void {
    this.outbox.beforePublish(() => this.writeMarked().then(() => undefined));
    this.db
      .transaction((tx) => markUnmarked(tx))
      .then((count) => count && this.logger.log(`${count} answers without an edge view marked to be written`))
      .catch((error: unknown) =>
        this.logger.error(`marking answers without a view failed: ${String(error)}`),
      );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }

  /** Writes every noted answer; resolves with how many changes it took in. */
  async writeMarked(): Promise<number> {
    if (await this.store.startedEmpty()) await this.markAll();
    let written = 0;
    for (;;) {
      const count = await this.db.transaction((tx) => this.writeBatch(tx));
      written += count;
      if (count < BATCH) return written;
    }
  }

  private async markAll(): Promise<void> {
    try {
      await this.db.transaction((tx) => markEverything(tx));
      this.logger.log('Redis holds no edge views: every inventory and product is marked to be written');
    } catch (error) {
      await this.store.forgetHeld();
      throw error;
    }
  }

  private async writeBatch(tx: EntityManager): Promise<number> {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [WRITER_LOCK]);
    const changes: { seq: string; kind: EdgeViewKind; id: string }[] = await tx.query(
      'SELECT seq, kind, id FROM edge_view_change ORDER BY seq LIMIT $1',
      [BATCH],
    );
    if (!changes.length) return 0;
    const unique = [
      ...new Map(changes.map((c) => [`${c.kind}:${c.id}`, { kind: c.kind, id: c.id }])).values(),
    ];
    // Read after the changes: every answer is at least as new as what they announce. One writer
    // at a time, so each batch's number is above that of every write made before it.
    const marks: Mark[] = await tx.query(
      `SELECT u.kind, u.id, nextval('edge_view_version')::text AS version,
              coalesce(k.keys, '{}') AS keys, v.body
       FROM jsonb_to_recordset($1::jsonb) AS u (kind text, id uuid)
       LEFT JOIN edge_view_key k ON k.kind = u.kind AND k.id = u.id
       LEFT JOIN inventory_view v ON u.kind = 'inventory' AND v.id = u.id`,
      [JSON.stringify(unique)],
    );
    const ids = (kind: EdgeViewKind) => marks.filter((m) => m.kind === kind).map((m) => m.id);
    const products = new Map((await this.products.documents(ids('product'))).map((p) => [p.id, p]));
    const siblings = await this.siblings(tx, ids('siblings'));
    const writes = marks.map((mark) =>
      mark.kind === 'siblings'
        ? {
            version: mark.version,
            json: JSON.stringify(siblings.get(mark.id)),
            keys: [this.key(mark)],
            clear: [],
          }
        : this.writeOf(mark, products.get(mark.id)),
    );
    await this.store.write(writes);
    const held = marks.map((mark, i) => ({ kind: mark.kind, id: mark.id, keys: writes[i].keys }));
    await tx.query(
      `INSERT INTO edge_view_key (kind, id, keys)
       SELECT kind, id, keys FROM jsonb_to_recordset($1::jsonb) AS w (kind text, id uuid, keys text[])
       ON CONFLICT (kind, id) DO UPDATE SET keys = excluded.keys`,
      [JSON.stringify(held)],
    );
    // Exactly the rows read: one that committed since, with a smaller number, is still to do.
    await tx.query('DELETE FROM edge_view_change WHERE seq = ANY($1::bigint[])', [changes.map((c) => c.seq)]);
    return changes.length;
  }

  /** Each product's live inventories by name, as `GET /products/inventory` lists them for the product page. */
  private async siblings(tx: EntityManager, productIds: string[]): Promise<Map<string, Page<Inventory>>> {
    const { limit } = PRODUCT_PAGE_SIBLINGS;
    const pages = new Map(
      productIds.map((id) => [id, { items: [] as Inventory[], total: 0, page: 1, limit }]),
    );
    if (!productIds.length) return pages;
    const rows: { product_id: string; body: Inventory }[] = await tx.query(
      `SELECT product_id, body FROM inventory_view WHERE product_id = ANY($1::uuid[]) ORDER BY name, id`,
      [productIds],
    );
    for (const row of rows) {
      const page = pages.get(row.product_id)!;
      if (page.items.length < limit) page.items.push(row.body);
      page.total++;
    }
    return pages;
  }

  private writeOf(mark: Mark, product: Product | undefined): ViewWrite {
    const answer: Inventory | Product | null = mark.kind === 'inventory' ? mark.body : (product ?? null);
    const keys = !answer
      ? []
      : mark.kind === 'inventory'
        ? [this.key(mark), this.store.key('inventoryByName', answer.name)]
        : [this.key(mark)];
    // The id's own key too: a view written before its keys were recorded is cleared all the same.
    const clear = [...new Set([...mark.keys, this.key(mark)])].filter((key) => !keys.includes(key));
    return { version: mark.version, json: answer ? JSON.stringify(answer) : '', keys, clear };
  }

  /** The key an answer has by its id. */
  private key(mark: Mark): string {
    const view = { inventory: 'inventoryById', product: 'productById', siblings: 'productSiblings' } as const;
    return this.store.key(view[mark.kind], mark.id);
  }
}
