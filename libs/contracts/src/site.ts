/** The shop's name as pages and search results show it. */
export const SITE_NAME = 'فروشگاه اِلا';
export const PANEL_NAME = 'پنل مدیریت اِلا';

/** What a browser tab and a search result show: the page's own title, then whose site it is. */
export function documentTitle(title: string, area: 'shop' | 'panel' = 'shop'): string {
  return `${title} | ${area === 'panel' ? PANEL_NAME : SITE_NAME}`;
}
