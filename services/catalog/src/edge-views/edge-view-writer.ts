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

interface Mark {
  kind: EdgeViewKind;
  id: string;
  version: string;
  keys: string[];
  /** An inventory's view row, when it has one. */
  body: Inventory | null;
}

/**
 * Brings the edge views in Redis up to date with the marks writes left, before the outbox relay
 * publishes their events; a batch whose write fails stays marked and is written next time.
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

  /** Writes every marked answer; resolves with how many. */
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
    // The mark and the inventory's view in one statement: the view is at least as new as the version.
    const marks: Mark[] = await tx.query(
      `SELECT m.kind, m.id, m.version::text AS version, m.keys, v.body
       FROM edge_view_mark m LEFT JOIN inventory_view v ON m.kind = 'inventory' AND v.id = m.id
       WHERE m.pending ORDER BY m.version LIMIT $1`,
      [BATCH],
    );
    if (!marks.length) return 0;
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
    await tx.query(
      `UPDATE edge_view_mark m SET pending = false, keys = w.keys
       FROM jsonb_to_recordset($1::jsonb) AS w(kind text, id uuid, version bigint, keys text[])
       WHERE m.kind = w.kind AND m.id = w.id AND m.version = w.version`,
      [JSON.stringify(marks.map((mark, i) => ({ ...mark, body: undefined, keys: writes[i].keys })))],
    );
    return marks.length;
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
