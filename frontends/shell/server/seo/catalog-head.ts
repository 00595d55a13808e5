import type { CategoryNode, ImageRef, Inventory, Product } from '@ela/contracts';
import { readApi, type ApiRead } from './api-reader.js';
import { breadcrumbJsonLd, productJsonLd } from './json-ld.js';
import type { PageHead } from './page-head.js';

export interface HeadContext {
  apiUrl: string;
  /** The API address the browser uses: pictures are absolute URLs on it. */
  publicApiUrl: string;
  siteUrl: string;
  /** `<title>` text for a page's own title. */
  title: (title: string) => string;
}

/** Description lengths search results show; longer text is cut at a word. */
const DESCRIPTION_CHARS = 160;

export function summary(text: string, fallback: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return fallback;
  if (flat.length <= DESCRIPTION_CHARS) return flat;
  const cut = flat.slice(0, DESCRIPTION_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_CHARS - 20))}…`;
}

const productPath = (name: string) => `/product/${encodeURIComponent(name)}`;

/** /product/{inventoryName}: Open Graph and schema.org Product from the inventory and its product. */
export async function productHead(name: string, context: HeadContext): Promise<ApiRead<PageHead>> {
  const inventory = await readApi<Inventory>(
    context.apiUrl,
    `/products/inventory/name/${encodeURIComponent(name)}`,
  );
  if (inventory.kind !== 'found') return inventory;
  const item = inventory.value;
  const product = await readApi<Product>(context.apiUrl, `/products/find-one/${item.productId}`);
  const details = product.kind === 'found' ? product.value : null;
  const url = `${context.siteUrl}${productPath(item.name)}`;
  const images = item.images.map((image: ImageRef) => `${context.publicApiUrl}${image.urls.large}`);
  const description = summary(
    details?.description ?? '',
    `${item.name}، ${item.productName}، از فروشگاه پارچهٔ اِلا.`,
  );
  const title = context.title(item.name);
  const crumbs = [{ name: 'خانه', url: `${context.siteUrl}/` }];
  if (details)
    crumbs.push({ name: details.categoryName, url: `${context.siteUrl}/category/${details.categoryId}` });
  crumbs.push({ name: item.name, url });
  return {
    kind: 'found',
    value: {
      title,
      description,
      canonical: url,
      indexable: true,
      openGraph: {
        'og:type': 'product',
        'og:title': item.name,
        'og:description': description,
        'og:url': url,
        ...(images[0] ? { 'og:image': images[0], 'og:image:width': '1200', 'og:image:height': '1200' } : {}),
        'product:price:amount': String(item.effectivePrice),
        'product:price:currency': 'IRR',
        'product:availability': item.stock > 0 ? 'in stock' : 'out of stock',
        'twitter:card': images[0] ? 'summary_large_image' : 'summary',
      },
      jsonLd: [productJsonLd(item, details, url, images), breadcrumbJsonLd(crumbs)],
    },
  };
}

/** /category/{id} and its subcategories page: the category's name, description and poster. */
export async function categoryHead(
  id: string,
  context: HeadContext,
  subcategories: boolean,
): Promise<ApiRead<PageHead>> {
  const read = await readApi<CategoryNode>(context.apiUrl, `/categories/one/${id}`);
  if (read.kind !== 'found') return read;
  const category = read.value;
  const path = `/category/${category.id}${subcategories ? '/subCategories' : ''}`;
  const url = `${context.siteUrl}${path}`;
  const name = subcategories ? `زیردسته‌های ${category.name}` : category.name;
  const description = summary(category.description, `${category.name} در فروشگاه پارچهٔ اِلا.`);
  const poster = category.posters.desktop ?? category.posters.mobile;
  return {
    kind: 'found',
    value: {
      title: context.title(name),
      description,
      canonical: url,
      indexable: true,
      openGraph: {
        'og:type': 'website',
        'og:title': name,
        'og:description': description,
        'og:url': url,
        ...(poster ? { 'og:image': `${context.publicApiUrl}${poster.urls.large}` } : {}),
      },
      jsonLd: [
        breadcrumbJsonLd([
          { name: 'خانه', url: `${context.siteUrl}/` },
          { name: category.name, url: `${context.siteUrl}/category/${category.id}` },
          ...(subcategories ? [{ name: 'زیردسته‌ها', url }] : []),
        ]),
      ],
    },
  };
}
