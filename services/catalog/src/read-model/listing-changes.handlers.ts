import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SUBJECTS, type ListingChanges } from '@ela/contracts';
import { Handles, type RouteRequest } from '@ela/service-kit';
import { ProductListingsRepository } from './product-listings.repository';

const s = SUBJECTS.catalog.listings;

/** The gateway keeps a copy of the product listings and reads here what changed in them. */
@Controller()
export class ListingChangesHandlers {
  constructor(private readonly listings: ProductListingsRepository) {}

  @Handles(s.changes)
  changes(@Payload() req: RouteRequest<typeof s.changes>): Promise<ListingChanges> {
    return this.listings.changes(req.body);
  }
}
