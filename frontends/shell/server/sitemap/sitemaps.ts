import type { CategoryNode, Inventory, Page } from '@ela/contracts';
import { readApi } from '../seo/api-reader.js';
import { blogSitemapEntries } from '../seo/blog-head.js';
import { SCREENS, isIndexable } from '../screens.js';
import { SITEMAP_FILE_LIMIT, sitemapIndex, urlSet, type SitemapEntry } from './sitemap-xml.js';

/** How long a built sitemap file is served before it is built again. */
export const SITEMAP_MAX_AGE_MS = 10 * 60_000;
/** The largest page the catalog's listings give. */
const PAGE_SIZE = 100;
const READ_TIMEOUT_MS = 10_000;

interface Source {
  apiUrl: string;
  siteUrl: string;
}

/**
 * The sitemap, from the catalog and the blog: `/sitemap.xml` is an index of `/sitemaps/pages.xml`
 * (the public screens without parameters and every category), `/sitemaps/products-N.xml` (every
 * live inventory, each a product page, 50,000 to a file) and `/sitemaps/blog.xml` while the blog
 * answers. Each file is built on first request and kept for ten minutes; requests meanwhile share
 * one build. A file the API cannot give now is a 503, never an empty sitemap that would tell
 * search engines the pages are gone.
 */
export class Sitemaps {
  private readonly built = new Map<string, { at: number; xml: Promise<string | null> }>();

  constructor(private readonly source: Source) {}

  /** The XML of a sitemap path, null for a path that is no sitemap, 'unavailable' when the API is down. */
  async file(path: string): Promise<string | null | 'unavailable'> {
    if (path !== '/sitemap.xml' && !/^\/sitemaps\/(pages|blog|products-[1-9]\d{0,3})\.xml$/.test(path))
      return null;
    const cached = this.built.get(path);
    if (cached && Date.now() - cached.at < SITEMAP_MAX_AGE_MS) return (await cached.xml) ?? 'unavailable';
    const xml = this.build(path).catch(() => null);
    this.built.set(path, { at: Date.now(), xml });
    const result = await xml;
    if (result === null) this.built.delete(path);
    return result ?? 'unavailable';
  }

  private async build(path: string): Promise<string | null> {
    if (path === '/sitemap.xml') return this.index();
    if (path === '/sitemaps/pages.xml') return urlSet(await this.pages());
    if (path === '/sitemaps/blog.xml') return urlSet(await blogSitemapEntries(this.source));
    const file = Number(/products-(\d+)/.exec(path)![1]);
    const entries = await this.products(file);
    return entries ? urlSet(entries) : null;
  }

  private async index(): Promise<string | null> {
    const count = await this.read<Page<Inventory>>('/products/inventory?limit=1');
    if (!count) return null;
    const files = Math.max(1, Math.ceil(count.total / SITEMAP_FILE_LIMIT));
    const { siteUrl } = this.source;
    const blog = (await blogSitemapEntries(this.source)).length > 0;
    return sitemapIndex([
      { loc: `${siteUrl}/sitemaps/pages.xml` },
      ...Array.from({ length: files }, (_, i) => ({ loc: `${siteUrl}/sitemaps/products-${i + 1}.xml` })),
      ...(blog ? [{ loc: `${siteUrl}/sitemaps/blog.xml` }] : []),
    ]);
  }

  private async pages(): Promise<SitemapEntry[]> {
    const { siteUrl } = this.source;
    const fixed = SCREENS.filter((s) => isIndexable(s) && !s.path.includes('{') && s.path !== '/product');
    const tree = (await this.read<CategoryNode[]>('/categories/tree-mode')) ?? [];
    const categories: SitemapEntry[] = [];
    const walk = (nodes: CategoryNode[]) => {
      for (const node of nodes) {
        categories.push({ loc: `${siteUrl}/category/${node.id}`, lastmod: node.updatedAt });
        if (node.children.length) {
          categories.push({ loc: `${siteUrl}/category/${node.id}/subCategories`, lastmod: node.updatedAt });
          walk(node.children);
        }
      }
    };
    walk(tree);
    return [...fixed.map((s) => ({ loc: `${siteUrl}${s.path === '/' ? '/' : s.path}` })), ...categories];
  }

  /** The live inventories of the n-th products file, oldest first so files stay stable as the shop grows. */
  private async products(file: number): Promise<SitemapEntry[] | null> {
    const pagesPerFile = SITEMAP_FILE_LIMIT / PAGE_SIZE;
    const entries: SitemapEntry[] = [];
    for (let page = (file - 1) * pagesPerFile + 1; page <= file * pagesPerFile; page++) {
      const answer = await this.read<Page<Inventory>>(
        `/products/inventory?sort=oldest&limit=${PAGE_SIZE}&page=${page}`,
      );
      if (!answer) return null;
      for (const item of answer.items)
        entries.push({
          loc: `${this.source.siteUrl}/product/${encodeURIComponent(item.name)}`,
          lastmod: item.updatedAt,
        });
      if (answer.items.length < PAGE_SIZE || page * PAGE_SIZE >= answer.total) break;
    }
    return entries;
  }

  private async read<T>(path: string): Promise<T | null> {
    const answer = await readApi<T>(this.source.apiUrl, path, READ_TIMEOUT_MS);
    return answer.kind === 'found' ? answer.value : null;
  }
}
