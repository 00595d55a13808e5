import type { ImageRef } from '@ela/contracts';
import { readApi, type ApiRead } from './api-reader.js';
import type { HeadContext } from './catalog-head.js';
import { summary } from './catalog-head.js';
import { breadcrumbJsonLd } from './json-ld.js';
import type { PageHead } from './page-head.js';
import type { SitemapEntry } from '../sitemap/sitemap-xml.js';

/**
 * The blog's part in what crawlers read: an article's head (`/blog/{title}`) and the blog's
 * entries in the sitemap. The content service owns `/blog/*`; until it answers (its route is
 * unknown to the gateway, or it is down) articles are served without data and the sitemap
 * leaves the blog out. The fields read here are the few a head needs: keep them in step with the
 * content contract's article shape.
 */
interface ArticleFields {
  title: string;
  description?: string | null;
  summary?: string | null;
  poster?: ImageRef | null;
  createdAt?: string;
  updatedAt?: string;
}

const articlePath = (title: string) => `/blog/${encodeURIComponent(title)}`;

/** GET /blog/byTitle/{title}: Open Graph and schema.org Article of one article. */
export async function articleHead(title: string, context: HeadContext): Promise<ApiRead<PageHead>> {
  const read = await readApi<ArticleFields>(context.apiUrl, `/blog/byTitle/${encodeURIComponent(title)}`);
  if (read.kind !== 'found') return read;
  const article = read.value;
  const url = `${context.siteUrl}${articlePath(article.title)}`;
  const description = summary(article.description ?? article.summary ?? '', `${article.title}، در بلاگ اِلا.`);
  const image = article.poster ? `${context.publicApiUrl}${article.poster.urls.large}` : undefined;
  return {
    kind: 'found',
    value: {
      title: context.title(article.title),
      description,
      canonical: url,
      indexable: true,
      openGraph: {
        'og:type': 'article',
        'og:title': article.title,
        'og:description': description,
        'og:url': url,
        ...(image ? { 'og:image': image } : {}),
        ...(article.createdAt ? { 'article:published_time': article.createdAt } : {}),
        ...(article.updatedAt ? { 'article:modified_time': article.updatedAt } : {}),
      },
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: article.title,
          description,
          mainEntityOfPage: url,
          ...(image ? { image: [image] } : {}),
          ...(article.createdAt ? { datePublished: article.createdAt } : {}),
          ...(article.updatedAt ? { dateModified: article.updatedAt } : {}),
          publisher: { '@type': 'Organization', name: 'فروشگاه اِلا' },
        },
        breadcrumbJsonLd([
          { name: 'خانه', url: `${context.siteUrl}/` },
          { name: 'بلاگ', url: `${context.siteUrl}/blog` },
          { name: article.title, url },
        ]),
      ],
    },
  };
}

/** GET /blog/all: every published article's address for the sitemap; none while the blog does not answer. */
export async function blogSitemapEntries(
  context: Pick<HeadContext, 'apiUrl' | 'siteUrl'>,
): Promise<SitemapEntry[]> {
  const read = await readApi<ArticleFields[] | { items: ArticleFields[] }>(context.apiUrl, '/blog/all', 5000);
  if (read.kind !== 'found') return [];
  const articles = Array.isArray(read.value) ? read.value : (read.value.items ?? []);
  return articles.map((article) => ({
    loc: `${context.siteUrl}${articlePath(article.title)}`,
    lastmod: article.updatedAt,
  }));
}
