import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A route whose page module is fetched on first visit: each feature is its own chunk. */
function page(path: string | undefined, load: () => Promise<ComponentType>): RouteObject {
  const lazy = async () => ({ Component: await load() });
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

const dashboard = () => import('./pages/dashboard-pages');
const products = () => import('./pages/product-pages');
const inventories = () => import('../features/inventories/components/inventories-page');
const colors = () => import('./pages/color-pages');
const designs = () => import('./pages/design-pages');
const categories = () => import('./pages/category-pages');
const discounts = () => import('./pages/discount-pages');
const transactions = () => import('./pages/transaction-pages');
const shipping = () => import('./pages/shipping-pages');
const auditLog = () => import('../features/audit-log/components/audit-log-page');
const blog = () => import('./pages/blog-pages');
const articles = () => import('./pages/article-pages');
const blogCategories = () => import('./pages/blog-category-pages');
const league = () => import('../features/league/components/league-queue-page');

/**
 * The panel's pages, relative to where the shell mounts them (/panel). `{id}` segments are UUIDs:
 * the shell's screen table shows its 404 for anything else, and each page checks again.
 */
export const routes: RouteObject[] = [
  page(undefined, async () => (await dashboard()).DashboardPage),
  page('information', async () => (await dashboard()).InformationPage),
  page('information/dead-letters', async () => (await dashboard()).DeadLettersPage),
  page('products', async () => (await products()).ProductsPage),
  page('products/define', async () => (await products()).ProductDefinePage),
  page('products/removed-products', async () => (await products()).RemovedProductsPage),
  page('products/:id', async () => (await products()).ProductEditPage),
  page('products/inventories/:id', async () => (await inventories()).InventoriesPage),
  page('products/colors', async () => (await colors()).ColorsPage),
  page('products/colors/define', async () => (await colors()).ColorDefinePage),
  page('products/colors/:id', async () => (await colors()).ColorEditPage),
  page('products/designs', async () => (await designs()).DesignsPage),
  page('products/designs/define', async () => (await designs()).DesignDefinePage),
  page('products/designs/:id', async () => (await designs()).DesignEditPage),
  page('categories', async () => (await categories()).CategoriesPage),
  page('categories/define', async () => (await categories()).CategoryDefinePage),
  page('categories/:id', async () => (await categories()).CategoryEditPage),
  page('discount', async () => (await discounts()).DiscountsPage),
  page('discount/define', async () => (await discounts()).DiscountDefinePage),
  page('discount/:id', async () => (await discounts()).DiscountEditPage),
  page('transactions', async () => (await transactions()).TransactionsPage),
  page('transactions/paid', async () => (await transactions()).PaidTransactionsPage),
  page('transactions/payments', async () => (await transactions()).PaymentsTransactionsPage),
  page('transactions/delivered', async () => (await transactions()).DeliveredTransactionsPage),
  page('volumetric-weights', async () => (await shipping()).VolumetricWeightsPage),
  page('shipping-prices', async () => (await shipping()).ShippingPricesPage),
  page('audit-log', async () => (await auditLog()).AuditLogPage),
  page('blog', async () => (await blog()).BlogPage),
  page('blog/define', async () => (await articles()).ArticleDefinePage),
  page('blog/removed-blogs', async () => (await blog()).RemovedBlogsPage),
  page('blog/categories', async () => (await blogCategories()).BlogCategoriesPage),
  page('blog/categories/define', async () => (await blogCategories()).BlogCategoryDefinePage),
  page('blog/categories/:id', async () => (await blogCategories()).BlogCategoryEditPage),
  page('blog/:id', async () => (await articles()).ArticleEditPage),
  page('league', async () => (await league()).LeagueQueuePage),
];
