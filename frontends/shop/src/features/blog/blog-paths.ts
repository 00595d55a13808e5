/** Addresses of the blog's screens (the shell's screen table has the same list). */
export const blogPaths = {
  list: '/blog',
  article: (title: string) => `/blog/${encodeURIComponent(title)}`,
  category: (id: string) => `/blog?category=${id}`,
  search: (term: string) => `/blog?q=${encodeURIComponent(term)}`,
};
