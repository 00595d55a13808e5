import type { BlogArticle, BlogArticleSummary, Page } from '@ela/contracts';
import { readApi, type ApiRead } from './api-reader.js';
import type { HeadContext } from './catalog-head.js';
import { summary } from './catalog-head.js';
import { breadcrumbJsonLd } from './json-ld.js';
import type { PageHead } from './page-head.js';
import type { SitemapEntry } from '../sitemap/sitemap-xml.js';

/**
 * The blog's part in what crawlers read: an article's head (`/blog/{title}`), the story page's
 * (`/ela-story`), and the blog's entries in the sitemap. While the content service does not answer,
 * articles are served without data and the sitemap leaves the blog out.
 */
const articlePath = (title: string) => `/blog/${encodeURIComponent(title)}`;

/** GET /blog/byTitle/{title}: Open Graph and schema.org Article of one article. */
export async function articleHead(title: string, context: HeadContext): Promise<ApiRead<PageHead>> {
  const read = await readApi<BlogArticle>(context.apiUrl, `/blog/byTitle/${encodeURIComponent(title)}`);
  if (read.kind !== 'found') return read;
  return { kind: 'found', value: headOf(read.value, articlePath(read.value.title), context) };
}

/** GET /blog/story: the story page shows one marked article; none yet is a 404 page. */
export async function storyHead(context: HeadContext): Promise<ApiRead<PageHead>> {
  const read = await readApi<BlogArticle>(context.apiUrl, '/blog/story');
  if (read.kind !== 'found') return read;
  return { kind: 'found', value: headOf(read.value, '/ela-story', context) };
}

function headOf(article: BlogArticleSummary, path: string, context: HeadContext): PageHead {
  const url = `${context.siteUrl}${path}`;
  const description = summary(article.summary, `${article.title}، در بلاگ اِلا.`);
  const image = `${context.publicApiUrl}${article.poster.urls.large}`;
  const published = article.publishedAt ?? article.createdAt;
  return {
    title: context.title(article.title),
    description,
    canonical: url,
    indexable: true,
    openGraph: {
      'og:type': 'article',
      'og:title': article.title,
      'og:description': description,
      'og:url': url,
      'og:image': image,
      'article:published_time': published,
      'article:modified_time': article.updatedAt,
      'article:author': article.author,
    },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description,
        mainEntityOfPage: url,
        image: [image],
        author: { '@type': 'Person', name: article.author },
        datePublished: published,
        dateModified: article.updatedAt,
        publisher: { '@type': 'Organization', name: 'فروشگاه اِلا' },
      },
      breadcrumbJsonLd([
        { name: 'خانه', url: `${context.siteUrl}/` },
        { name: 'بلاگ', url: `${context.siteUrl}/blog` },
        { name: article.title, url },
      ]),
    ],
  };
}

/** The blog's lists answer at most this many articles a page. */
const PAGE = 50;
/** A sitemap read never walks further than this many pages (10,000 articles). */
const MOST_PAGES = 200;

/** GET /blog/all, page by page: every published article's address; none while the blog does not answer. */
export async function blogSitemapEntries(
  context: Pick<HeadContext, 'apiUrl' | 'siteUrl'>,
): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for (let page = 1; page <= MOST_PAGES; page++) {
    const read = await readApi<Page<BlogArticleSummary>>(
      context.apiUrl,
      `/blog/all?page=${page}&limit=${PAGE}`,
      5000,
    );
    if (read.kind !== 'found') return page === 1 ? [] : entries;
    for (const article of read.value.items)
      entries.push({ loc: `${context.siteUrl}${articlePath(article.title)}`, lastmod: article.updatedAt });
    if (page * PAGE >= read.value.total) break;
  }
  return entries;
}
