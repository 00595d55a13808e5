import { Injectable } from '@nestjs/common';
import { imageUrl, type SearchHit, type SearchQuery } from '@ela/contracts';
import { InventoriesService } from '../inventories/inventories.service';
import { CategoriesService } from '../categories/categories.service';

const CATEGORY_HITS = 3;

/** Suggestions for the header search, as people type: the best inventories, then matching categories. */
@Injectable()
export class SearchService {
  constructor(
    private readonly inventories: InventoriesService,
    private readonly categories: CategoriesService,
  ) {}

  async header(query: SearchQuery): Promise<SearchHit[]> {
    const [{ items }, categories] = await Promise.all([
      this.inventories.searchPage({ q: query.q, page: 1, limit: query.limit }),
      this.categories.suggest(query.q, CATEGORY_HITS),
    ]);
    return [
      ...items.map((i) => ({
        kind: 'inventory' as const,
        id: i.id,
        title: i.name,
        path: `/product/${encodeURIComponent(i.name)}`,
        image: i.images[0] ? imageUrl(i.images[0].key, 'thumb') : null,
        price: i.effectivePrice,
        product: { id: i.productId, name: i.productName },
        color: i.color && { name: i.color.name, hex: i.color.hex },
      })),
      ...categories.map((c) => ({
        kind: 'category' as const,
        id: c.id,
        title: c.name,
        path: `/category/${c.id}`,
        image: null,
        price: null,
      })),
    ];
  }
}
