import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ProductListingsRepository, type ListingPage } from './product-listings.repository';
import type { ProductListingParams } from './product-listing-sql';

const BATCH = 1000;

/**
 * Product listings from the read model. At start this replica puts into it the live products it
 * does not hold yet (all of them, the first time), a batch at a time, without holding up start-up;
 * until it has, it answers nothing (null) and listings read the tables. From then on every write
 * keeps the read model whole; products written straight into the tables show after a restart.
 */
@Injectable()
export class ProductListings implements OnApplicationBootstrap {
  private readonly logger = new Logger('ProductListings');
  private filled = false;

  constructor(private readonly listings: ProductListingsRepository) {}

  onApplicationBootstrap(): void {
    this.fillAll().catch((error: unknown) =>
      this.logger.error(`filling or analysing the product listings failed: ${String(error)}`),
    );
  }

  async page(params: ProductListingParams, cursorId?: string): Promise<ListingPage | null> {
    return this.filled ? this.listings.page(params, cursorId) : null;
  }

  private async fillAll(): Promise<void> {
    let added = 0;
    for (let ids = await this.listings.missing(BATCH); ids.length; ids = await this.listings.missing(BATCH)) {
      await this.listings.fill(ids);
      added += ids.length;
    }
    this.filled = true;
    if (!added) return;
    this.logger.log(`product listings filled with ${added} products`);
    await this.listings.analyze();
  }
}
