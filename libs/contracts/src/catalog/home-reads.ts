/**
 * The reads of the storefront's front page, as exact URLs (query order included): the shop asks for
 * them, and the shell's server writes their answers into the page (or, failing that, tells the
 * browser to start them along with the page), so both must name the same ones.
 */
export const HOME_PAGE_READS = {
  categories: '/categories/all-main-categories',
  sale: '/products/inventory/onSale?page=1&limit=10',
  newest: '/products/get-all?sort=newest&limit=10',
} as const;

/**
 * The elements in which the shell's server writes what a page would otherwise ask for at start:
 * the runtime config, and the answers of the screen's first API reads (path → JSON body).
 */
export const FIRST_VIEW_ELEMENTS = {
  runtimeConfig: 'runtime-config',
  reads: 'first-reads',
} as const;
