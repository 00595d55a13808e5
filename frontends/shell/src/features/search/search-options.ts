import type { Category, SearchHit } from '@ela/contracts';

/**
 * A row of the header search's list (what the arrow keys move through): a matching category, a
 * product with more than one matching colour or design (opening its best one), one colour or
 * design of a product, a lone inventory, a recent search, a suggestion when nothing matched,
 * or the way to every result.
 */
export type SearchOption =
  | { kind: 'category'; path: string; title: string }
  | { kind: 'product'; path: string; title: string; hit: SearchHit; variants: number }
  | { kind: 'variant'; path: string; title: string; hit: SearchHit; productName: string }
  | { kind: 'inventory'; path: string; title: string; hit: SearchHit }
  | { kind: 'recent'; path: string; title: string }
  | { kind: 'suggestion'; path: string; title: string }
  | { kind: 'all'; path: string; title: string };

export function searchPath(term: string): string {
  return `/search/${encodeURIComponent(term)}`;
}

/** The product page that opens a product at its best inventory (the shop's /product?product=). */
const productPath = (id: string) => `/product?product=${id}`;

/** What distinguishes one inventory of a product from another: its colour, else its own name. */
function variantTitle(hit: SearchHit): string {
  const product = hit.product?.name ?? '';
  const rest = hit.title.startsWith(product) ? hit.title.slice(product.length).trim() : '';
  return rest || hit.color?.name || hit.title;
}

/**
 * The suggestions as rows: matching categories first (a shorter way to many products), then the
 * products in the order of their best hit, each with its matching colours and designs beneath it,
 * then every result of the term.
 */
export function hitOptions(hits: SearchHit[], term: string): SearchOption[] {
  const categories = hits
    .filter((hit) => hit.kind === 'category')
    .map((hit): SearchOption => ({ kind: 'category', path: hit.path, title: hit.title }));
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    if (hit.kind === 'category') continue;
    const key = hit.product?.id ?? hit.id;
    groups.set(key, [...(groups.get(key) ?? []), hit]);
  }
  const products = [...groups.entries()].flatMap(([productId, group]): SearchOption[] => {
    const [first] = group;
    if (group.length === 1 || !first.product) {
      return group.map((hit) => ({ kind: 'inventory', path: hit.path, title: hit.title, hit }));
    }
    return [
      {
        kind: 'product',
        path: productPath(productId),
        title: first.product.name,
        hit: first,
        variants: group.length,
      },
      ...group.map((hit): SearchOption => ({
        kind: 'variant',
        path: hit.path,
        title: variantTitle(hit),
        hit,
        productName: first.product!.name,
      })),
    ];
  });
  return [
    ...categories,
    ...products,
    { kind: 'all', path: searchPath(term.trim()), title: 'دیدن همهٔ نتیجه‌ها' },
  ];
}

/** Nothing matched: the main categories and every product, to go on from. */
export function fallbackOptions(mains: Category[]): SearchOption[] {
  return [
    ...mains.map((c): SearchOption => ({ kind: 'suggestion', path: `/category/${c.id}`, title: c.name })),
    { kind: 'suggestion', path: '/shop', title: 'همهٔ محصولات' },
  ];
}

export function recentOptions(recent: string[]): SearchOption[] {
  return recent.map((term) => ({ kind: 'recent', path: searchPath(term), title: term }));
}
