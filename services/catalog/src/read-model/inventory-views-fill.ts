import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InventoryViewsRepository } from './inventory-views.repository';

const BATCH = 1000;

/**
 * At start, puts into the read model the live inventories it does not hold yet (all of them, the
 * first time), a batch at a time, without holding up start-up: reads fall back to the tables for
 * an inventory the view does not hold. Replicas starting together fill the same rows harmlessly.
 */
@Injectable()
export class InventoryViewsFill implements OnApplicationBootstrap {
  private readonly logger = new Logger('InventoryViews');
  private filling: Promise<number> | null = null;

  constructor(private readonly views: InventoryViewsRepository) {}

  onApplicationBootstrap(): void {
    this.filling = this.fillAll();
    this.filling.catch((error: unknown) =>
      this.logger.error(`filling the read model failed: ${String(error)}`),
    );
  }

  /** Resolves once the view holds every live inventory; the number it added. */
  async fillAll(): Promise<number> {
    let added = 0;
    for (let ids = await this.views.missing(BATCH); ids.length; ids = await this.views.missing(BATCH)) {
      await this.views.fill(ids);
      added += ids.length;
    }
    if (added) this.logger.log(`read model filled with ${added} inventories`);
    return added;
  }
}
