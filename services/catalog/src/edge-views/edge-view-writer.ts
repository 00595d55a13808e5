import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { Inventory, Product } from '@ela/contracts';
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
  /** The inventory's view row, when it has one. */
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
    const productIds = marks.filter((m) => m.kind === 'product').map((m) => m.id);
    const products = new Map((await this.products.documents(productIds)).map((p) => [p.id, p]));
    const writes = marks.map((mark) => this.writeOf(mark, products.get(mark.id)));
    await this.store.write(writes);
    await tx.query(
      `UPDATE edge_view_mark m SET pending = false, keys = w.keys
       FROM jsonb_to_recordset($1::jsonb) AS w(kind text, id uuid, version bigint, keys text[])
       WHERE m.kind = w.kind AND m.id = w.id AND m.version = w.version`,
      [JSON.stringify(marks.map((mark, i) => ({ ...mark, body: undefined, keys: writes[i].keys })))],
    );
    return marks.length;
  }

  private writeOf(mark: Mark, product: Product | undefined): ViewWrite {
    const answer: Inventory | Product | null = mark.kind === 'inventory' ? mark.body : (product ?? null);
    const keys = !answer
      ? []
      : mark.kind === 'inventory'
        ? [this.store.key('inventoryById', mark.id), this.store.key('inventoryByName', answer.name)]
        : [this.store.key('productById', mark.id)];
    // The id's own key too: a view written before its keys were recorded is cleared all the same.
    const idKey = this.store.key(mark.kind === 'inventory' ? 'inventoryById' : 'productById', mark.id);
    const clear = [...new Set([...mark.keys, idKey])].filter((key) => !keys.includes(key));
    return { version: mark.version, json: answer ? JSON.stringify(answer) : '', keys, clear };
  }
}
