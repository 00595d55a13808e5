import { SUBJECTS, type Page, type Product } from '@ela/contracts';
import { SYSTEM_ADMIN, type ServiceClient } from '@ela/stack';
import { DEMO_PRODUCTS } from './demo-products';

/** Loads the demo catalog into an empty catalog; a catalog with anything in it is left alone. */
export async function seedCatalog(client: ServiceClient): Promise<number> {
  const products = SUBJECTS.catalog.products;
  const page = await client.request<Page<Product>>(products.list, {
    query: { page: 1, limit: 1, sort: 'newest' },
  });
  if (page.total > 0) return 0;
  // Oldest first, so the list's "newest" order shows the fabrics before the notions.
  for (const body of [...DEMO_PRODUCTS].reverse()) {
    await client.request(products.create, { body }, SYSTEM_ADMIN);
  }
  return DEMO_PRODUCTS.length;
}
