import { SITE_NAME } from '@ela/contracts';
import { isIndexable, screenTitle, type Screen } from '../screens.js';
import { articleHead, storyHead } from './blog-head.js';
import { categoryHead, productHead, type HeadContext } from './catalog-head.js';
import type { ApiRead } from './api-reader.js';
import type { PageHead } from './page-head.js';

const DEFAULT_DESCRIPTION = 'فروشگاه اینترنتی پارچهٔ اِلا: پارچه‌های متری و نیم‌متری و لوازم خیاطی.';

export interface HeadSources {
  apiUrl: string;
  publicApiUrl: string;
  siteUrl: string;
}

/** The head of a screen from its table entry alone: its title, description and address. */
export function staticHead(screen: Screen, pathname: string, siteUrl: string): PageHead {
  const indexable = isIndexable(screen);
  return {
    title: screenTitle(screen, screen.title),
    description: screen.description ?? DEFAULT_DESCRIPTION,
    ...(indexable ? { canonical: `${siteUrl}${pathname}` } : {}),
    indexable,
    openGraph: indexable
      ? {
          'og:type': 'website',
          'og:site_name': SITE_NAME,
          'og:locale': 'fa_IR',
          'og:title': screen.title,
          'og:description': screen.description ?? DEFAULT_DESCRIPTION,
          'og:url': `${siteUrl}${pathname}`,
        }
      : undefined,
  };
}

/**
 * The head of a screen about one thing (a product, a category, an article, the story) from the API: 'missing'
 * when the thing does not exist, so the page is a 404. Other screens, and any screen whose data
 * cannot be read now, get their static head.
 */
export async function screenHead(
  screen: Screen,
  pathname: string,
  sources: HeadSources,
): Promise<ApiRead<PageHead>> {
  const fallback = staticHead(screen, pathname, sources.siteUrl);
  const context: HeadContext = { ...sources, title: (title) => screenTitle(screen, title) };
  const param = decodeURIComponent(pathname.split('/')[2] ?? '');
  let read: ApiRead<PageHead> | null = null;
  if (screen.path === '/product/{inventoryName}') read = await productHead(param, context);
  else if (screen.path === '/category/{id}') read = await categoryHead(param, context, false);
  else if (screen.path === '/category/{id}/subCategories') read = await categoryHead(param, context, true);
  else if (screen.path === '/blog/{title}') read = await articleHead(param, context);
  else if (screen.path === '/ela-story') read = await storyHead(context);
  if (!read || read.kind === 'unavailable') return { kind: 'found', value: fallback };
  if (read.kind === 'missing') return read;
  return {
    kind: 'found',
    value: {
      ...read.value,
      openGraph: { 'og:site_name': SITE_NAME, 'og:locale': 'fa_IR', ...read.value.openGraph },
    },
  };
}

/** The head of the 404 page. */
export function notFoundHead(): PageHead {
  return { title: `صفحه پیدا نشد | ${SITE_NAME}`, description: DEFAULT_DESCRIPTION, indexable: false };
}
