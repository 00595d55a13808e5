import type { RouteObject } from 'react-router';
import { CategoriesPage } from '../features/categories/components/categories-page';
import { CategoryPage } from '../features/categories/components/category-page';
import { SubcategoriesPage } from '../features/categories/components/subcategories-page';
import { DiscountPage } from '../features/discount/components/discount-page';
import { ProductPage } from '../features/product-page/components/product-page';
import { ShopPage } from '../features/products/components/shop-page';
import { SearchPage } from '../features/search/components/search-page';
import { routes } from './routes';

const componentAt = async (path: string) => {
  const route: RouteObject | undefined = routes.find((r) => r.path === path);
  return ((await (route?.lazy as () => Promise<{ Component: unknown }>)()) ?? {}).Component;
};

// The screen table's catalog rows (shared/spec/screens.md 1–18), each a page loaded on demand.
describe('catalog routes', () => {
  it.each([
    ['shop', ShopPage],
    ['categories', CategoriesPage],
    ['category/:id', CategoryPage],
    ['category/:id/subCategories', SubcategoriesPage],
    ['product/:inventoryName', ProductPage],
    ['search/:id', SearchPage],
    ['discount', DiscountPage],
  ])('offers %s', async (path, Page) => {
    expect(await componentAt(path)).toBe(Page);
  });
});
