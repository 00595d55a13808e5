import {
  CreateAuditLog1764600000000,
  CreateOutbox1764400000000,
  type databaseModule,
} from '@ela/service-kit';
import { CategoryEntity } from './categories/category.entity';
import { ColorEntity } from './colors/color.entity';
import { DesignEntity } from './designs/design.entity';
import { ProductEntity } from './products/product.entity';
import { InventoryEntity } from './inventories/inventory.entity';
import { CreateCatalog1764100000000 } from './migrations/1764100000000-create-catalog';
import { ProductEntryInventory1764300000000 } from './migrations/1764300000000-product-entry-inventory';
import { SearchableNames1764500000000 } from './migrations/1764500000000-searchable-names';
import { CreateStockReservation1766000000000 } from './migrations/1766000000000-create-stock-reservation';
import { CreateInventoryView1766200000000 } from './migrations/1766200000000-create-inventory-view';
import { CreateEdgeViews1766400000000 } from './migrations/1766400000000-create-edge-views';
import { CreateStockLedger1766600000000 } from './migrations/1766600000000-create-stock-ledger';
import { MediaUses1767200000000 } from './migrations/1767200000000-media-uses';
import { ProductListing1767400000000 } from './migrations/1767400000000-product-listing';
import { SearchRankings1767600000000 } from './migrations/1767600000000-search-rankings';
import { ListingChanges1767800000000 } from './migrations/1767800000000-listing-changes';
import { PersianNameOrder1768600000000 } from './migrations/1768600000000-persian-name-order';

/** Every table the service maps; a feature adds its entities here. */
export const ENTITIES: Parameters<typeof databaseModule>[1] = [
  CategoryEntity,
  ColorEntity,
  DesignEntity,
  ProductEntity,
  InventoryEntity,
];
/** In timestamp order; a feature adds its migrations here (the service, its tools and the test stacks read them). */
export const MIGRATIONS = [
  CreateCatalog1764100000000,
  ProductEntryInventory1764300000000,
  CreateOutbox1764400000000,
  SearchableNames1764500000000,
  CreateAuditLog1764600000000,
  CreateStockReservation1766000000000,
  CreateInventoryView1766200000000,
  CreateEdgeViews1766400000000,
  CreateStockLedger1766600000000,
  MediaUses1767200000000,
  ProductListing1767400000000,
  SearchRankings1767600000000,
  ListingChanges1767800000000,
  PersianNameOrder1768600000000,
];
