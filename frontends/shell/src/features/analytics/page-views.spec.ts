import { createBrowserRouter } from 'react-router';
import { ANALYTICS_KEYS } from '@ela/web-kit';
import { trackPageViews } from './page-views';

const pageViews = () =>
  (
    JSON.parse(localStorage.getItem(ANALYTICS_KEYS.pending) ?? '[]') as {
      eventType: string;
      payload: { source: string };
    }[]
  )
    .filter((e) => e.eventType === 'page_view')
    .map((e) => e.payload.source);

describe('page views', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState({}, '', '/');
  });

  it('counts the first page and every page navigated to, but not the panel', async () => {
    const router = createBrowserRouter([{ path: '*', element: null }]);
    const stop = trackPageViews(router);
    await router.navigate('/shop');
    await router.navigate('/panel/information');
    await router.navigate('/search/مخمل');
    await router.navigate('/search/مخمل');
    stop();
    await router.navigate('/basket');
    expect(pageViews()).toEqual([
      '/',
      '/shop',
      `/search/${encodeURIComponent('مخمل')}`,
      `/search/${encodeURIComponent('مخمل')}`,
    ]);
    router.dispose();
  });
});
