/** Addresses of the catalog's screens (the shell's screen table has the same list). */
export const paths = {
  inventory: (name: string) => `/product/${encodeURIComponent(name)}`,
  /** A product has no page of its own: /product resolves it to one of its inventories. */
  product: (id: string) => `/product?product=${id}`,
  category: (id: string) => `/category/${id}`,
  subcategories: (id: string) => `/category/${id}/subCategories`,
  search: (term: string) => `/search/${encodeURIComponent(term)}`,
};
