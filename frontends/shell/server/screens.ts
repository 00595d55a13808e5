/**
 * Every screen of the product (spec section 2, shared/spec/screens.md): who renders it, in which
 * layout, behind which guard. The shell's server answers 200 only for these paths and its router
 * picks layouts and remotes from them, so both agree on what is a page and what is a 404.
 * Pure data and functions: the Node server and the browser bundle both import this file.
 */
import { documentTitle } from '@ela/contracts';

export type ScreenOwner = 'shell' | 'shop' | 'panel';
export type LayoutName = 'default' | 'admin' | 'blank' | 'error';
export type Guard = 'user' | 'admin';

export interface Screen {
  /** The spec's form: `{name}` is one path segment; `{id}` must be a UUID. */
  path: string;
  owner: ScreenOwner;
  layout: LayoutName;
  guard?: Guard;
  /** False where the phone layout hides its bottom navigation bar. */
  bottomNav?: boolean;
  /** The page's own title (before the site's name); pages about one thing replace it with its name. */
  title: string;
  /** What search results show under the title; public pages only. */
  description?: string;
}

const shop = (path: string, title: string, extra: Partial<Screen> = {}): Screen => ({
  path,
  owner: 'shop',
  layout: 'default',
  title,
  ...extra,
});

const panel = ([path, title]: [string, string]): Screen => ({
  path: path ? `/panel/${path}` : '/panel',
  owner: 'panel',
  layout: 'admin',
  guard: 'admin',
  title,
});

/** A list, its "define" form and its edit form, titled "<things>", "<new thing>", "<edit thing>". */
const crud = (base: string, [list, create, edit]: [string, string, string]): [string, string][] => [
  [base, list],
  [`${base}/define`, create],
  [`${base}/{id}`, edit],
];

export const SCREENS: readonly Screen[] = [
  shop('/', 'پارچه و لوازم خیاطی', {
    description:
      'فروشگاه اینترنتی پارچهٔ اِلا: پارچه‌های متری و نیم‌متری، حراج‌ها و لوازم خیاطی، با ارسال به سراسر ایران.',
  }),
  shop('/shop', 'همهٔ محصولات', {
    description: 'همهٔ پارچه‌ها و لوازم خیاطی اِلا، با قیمت هر متر و نیم‌متر و موجودی هر رنگ.',
  }),
  shop('/discount', 'حراج‌ها', { description: 'پارچه‌هایی که همین حالا با تخفیف فروخته می‌شوند.' }),
  shop('/ela-story', 'داستان اِلا', { description: 'اِلا از کجا آمد و چرا پارچه می‌فروشد.' }),
  shop('/blog', 'بلاگ', { description: 'آموزش دوخت، شناخت پارچه و خبرهای اِلا.' }),
  shop('/blog/{title}', 'مقاله'),
  shop('/categories', 'دسته‌بندی‌ها', { description: 'همهٔ دسته‌ها و زیردسته‌های پارچه و لوازم خیاطی اِلا.' }),
  shop('/category/{id}', 'دسته‌بندی'),
  shop('/category/{id}/subCategories', 'زیردسته‌ها'),
  { path: '/login', owner: 'shell', layout: 'blank', title: 'ورود یا ثبت‌نام' },
  shop('/league', 'لیگ کودکان', {
    description: 'لیگ عکس کودکان نوپا با لباس‌هایی که از پارچهٔ اِلا دوخته شده‌اند.',
  }),
  shop('/league/toddlers', 'نوپاهای لیگ'),
  // Not guarded in the spec's list: a parent uploads their own toddler's photo, so it needs a login.
  shop('/league/toddlers/upload', 'فرستادن عکس به لیگ', { guard: 'user' }),
  shop('/product', 'محصولات'),
  shop('/product/{inventoryName}', 'محصول', { bottomNav: false }),
  // The spec's /search/{id}: its id is the search term, any text, so it is written as a name here.
  shop('/search/{term}', 'جستجو'),
  shop('/payment/parsian/verify', 'نتیجهٔ پرداخت'),
  shop('/payment/zarinpal/verify', 'نتیجهٔ پرداخت'),
  // Not in the spec's list: MockTest's return page (development and tests only), open like the others.
  shop('/payment/mock/verify', 'نتیجهٔ پرداخت'),
  // Guarded in the spec's list: open here, as a visitor sees the lines kept in their browser
  // (decisions: Guests see their basket). Never listed for search engines (isIndexable).
  shop('/basket', 'سبد خرید'),
  ...(
    [
      // Not in the spec's list: where a basket becomes an order.
      ['/checkout', 'تکمیل خرید'],
      ['/profile', 'حساب کاربری'],
      ['/profile/gifts', 'هدیه‌ها'],
      ['/profile/orders', 'سفارش‌ها'],
      ['/profile/orders/{id}', 'سفارش'],
      // Not in the spec's list: a paid order's printable invoice (decisions: Invoices and buying again).
      ['/profile/orders/{id}/invoice', 'فاکتور سفارش'],
      ['/profile/track-orders', 'پیگیری سفارش'],
    ] as const
  ).map(([path, title]) => shop(path, title, { guard: 'user' })),
  { path: '/panel/login', owner: 'shell', layout: 'blank', title: 'ورود مدیر' },
  ...(
    [
      ['', 'داشبورد'],
      ['information', 'اطلاعات'],
      // Not in the spec's list: events the analytics worker could not store (decisions: Analytics).
      ['information/dead-letters', 'رویدادهای ذخیره‌نشده'],
      ...crud('blog', ['مقاله‌ها', 'مقالهٔ تازه', 'ویرایش مقاله']),
      ['blog/removed-blogs', 'مقاله‌های حذف‌شده'],
      ...crud('blog/categories', ['دسته‌های بلاگ', 'دستهٔ تازهٔ بلاگ', 'ویرایش دستهٔ بلاگ']),
      ...crud('discount', ['تخفیف‌ها', 'تخفیف تازه', 'ویرایش تخفیف']),
      ...crud('products', ['محصولات', 'محصول تازه', 'ویرایش محصول']),
      ['products/removed-products', 'محصولات حذف‌شده'],
      ...crud('products/colors', ['رنگ‌ها', 'رنگ تازه', 'ویرایش رنگ']),
      ...crud('products/designs', ['طرح‌ها', 'طرح تازه', 'ویرایش طرح']),
      ['products/inventories/{id}', 'موجودی‌های محصول'],
      ...crud('categories', ['دسته‌بندی‌ها', 'دستهٔ تازه', 'ویرایش دسته']),
      ['transactions', 'تراکنش‌ها'],
      ['transactions/paid', 'سفارش‌های پرداخت‌شده'],
      ['transactions/payments', 'پرداخت‌ها'],
      ['transactions/delivered', 'سفارش‌های تحویل‌شده'],
      ['volumetric-weights', 'وزن حجمی'],
      // Not in the spec's list: the shipping prices it asks for need a screen (decisions: Shipping).
      ['shipping-prices', 'هزینهٔ ارسال'],
      ['audit-log', 'گزارش فعالیت‌ها'],
      // Not in the spec's list: the toddler league's moderation queue.
      ['league', 'بررسی عکس‌های لیگ'],
    ] as [string, string][]
  ).map(panel),
];

/** The document title of a page of this screen: its own title, then the shop's or the panel's name. */
export function screenTitle(screen: Pick<Screen, 'owner'>, title: string): string {
  return documentTitle(title, screen.owner === 'panel' ? 'panel' : 'shop');
}

/**
 * Whether search engines should list the page: public storefront pages, not accounts, the basket,
 * forms or searches.
 */
export function isIndexable(screen: Screen): boolean {
  return (
    screen.owner === 'shop' &&
    !screen.guard &&
    screen.path !== '/basket' &&
    !screen.path.startsWith('/payment/') &&
    !screen.path.startsWith('/search/') &&
    !screen.path.startsWith('/league/toddlers/upload')
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function segmentMatches(pattern: string, segment: string): boolean {
  if (!pattern.startsWith('{')) return pattern === segment;
  if (segment === '') return false;
  return pattern === '{id}' ? UUID.test(segment) : true;
}

function split(path: string): string[] {
  return path.split('/').slice(1);
}

const compiled = SCREENS.map((screen) => ({ screen, segments: split(screen.path) }));

/** The screen a URL path shows, or null when the path is not a page (a 404). */
export function matchScreen(pathname: string): Screen | null {
  // One trailing slash is forgiven, as the router forgives it.
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  let segments: string[];
  try {
    segments = split(path).map(decodeURIComponent);
  } catch {
    return null;
  }
  const hit = compiled.find(
    (entry) =>
      entry.segments.length === segments.length &&
      entry.segments.every((pattern, i) => segmentMatches(pattern, segments[i])),
  );
  return hit?.screen ?? null;
}
