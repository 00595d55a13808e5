import { Logger, type OnModuleInit } from '@nestjs/common';
import {
  CATALOG_EVENTS,
  ERROR_CODES,
  MESSAGES,
  SUBJECTS,
  type CategoryNode,
  type Inventory,
  type StockReservation,
} from '@ela/contracts';
import { ServiceError, type ServiceCaller } from '@ela/service-kit';
import { KeptInventories } from './kept-inventories';

/** The catalog's by-ids row takes at most this many ids at once. */
const BATCH = 100;
/** How soon following the catalog's events is tried again after it failed. */
const FOLLOW_RETRY_MS = 5_000;

/** What orders asks the catalog: live inventories and their prices, stock holds, the category tree. */
export class CatalogClient implements OnModuleInit {
  private readonly logger = new Logger(CatalogClient.name);
  private readonly kept = new KeptInventories();
  private readonly read = (ids: string[]) => this.inventoriesNow(ids);

  constructor(private readonly requests: ServiceCaller) {}

  onModuleInit(): void {
    void this.follow();
  }

  /**
   * Live inventories by id, as the catalog answers now (its public by-ids row, so no token). The
   * catalog leaves out deleted inventories: a missing id means deleted. An unreachable or slow
   * catalog is a 503 that says prices cannot be read now, never a basket priced wrong.
   */
  inventoriesByIds(ids: readonly string[]): Promise<Map<string, Inventory>> {
    return this.kept.fresh(ids, this.read);
  }

  /**
   * The same, reusing what the catalog answered lately until its events say it changed (see
   * `KeptInventories`): for the answer to a basket change, which customers make many times an order.
   */
  inventoriesKept(ids: readonly string[]): Promise<Map<string, Inventory>> {
    return this.kept.of(ids, this.read);
  }

  /**
   * Holds the lines' stock for an order; an out-of-stock line refuses them all. The answer carries
   * the inventories as the catalog found them, to price the order with.
   */
  reserveStock(
    token: string,
    orderId: string,
    lines: readonly { inventoryId: string; quantity: number }[],
  ): Promise<StockReservation> {
    return this.requests.request<StockReservation>(SUBJECTS.catalog.stock.reserve, {
      token,
      params: {},
      body: { orderId, lines: lines.map((l) => ({ inventoryId: l.inventoryId, quantity: l.quantity })) },
    });
  }

  categoryTree(): Promise<CategoryNode[]> {
    return this.requests.request<CategoryNode[]>(SUBJECTS.catalog.categories.tree, {
      token: null,
      params: {},
    });
  }

  private async inventoriesNow(ids: readonly string[]): Promise<Map<string, Inventory>> {
    const found = new Map<string, Inventory>();
    for (let i = 0; i < ids.length; i += BATCH) {
      const batch = ids.slice(i, i + BATCH);
      for (const inventory of await this.inventories(batch)) found.set(inventory.id, inventory);
    }
    return found;
  }

  private async follow(): Promise<void> {
    try {
      await this.requests.follow(
        CATALOG_EVENTS.inventoryChanged.domain,
        (event) => this.kept.heard(event),
        () => this.kept.gap(),
      );
      this.kept.followed();
    } catch (error) {
      this.logger.warn({ err: error }, "the catalog's events cannot be followed yet: no inventory is kept");
      setTimeout(() => void this.follow(), FOLLOW_RETRY_MS).unref();
    }
  }

  private async inventories(ids: string[]): Promise<Inventory[]> {
    try {
      return await this.requests.request<Inventory[]>(SUBJECTS.catalog.inventories.byIds, {
        token: null,
        params: {},
        query: { ids: ids.join(',') },
      });
    } catch (error) {
      if (error instanceof ServiceError && error.body.statusCode >= 500) throw catalogUnavailable();
      throw error;
    }
  }
}

const catalogUnavailable = () =>
  new ServiceError({ statusCode: 503, message: MESSAGES.catalogUnavailable, error: ERROR_CODES.unavailable });
