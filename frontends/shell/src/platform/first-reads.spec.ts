import { createMemoryRouter } from 'react-router';
import { FIRST_VIEW_ELEMENTS } from '@ela/contracts';
import { firstRead } from '@ela/web-kit';
import { forgetFirstReadsOnNavigation } from './first-reads';
import { writePageJson } from '@ela/web-kit/src/testing/page-json';

describe('forgetFirstReadsOnNavigation', () => {
  it('keeps the answers the page arrived with while the visitor stays, and drops them on the first move', async () => {
    const script = writePageJson(FIRST_VIEW_ELEMENTS.reads, { '/categories/all-main-categories': [] });
    const router = createMemoryRouter([{ path: '/' }, { path: '/shop' }]);
    forgetFirstReadsOnNavigation(router);

    await router.revalidate();
    expect(firstRead('/categories/all-main-categories')).toEqual([]);
    await router.navigate('/shop');
    expect(firstRead('/categories/all-main-categories')).toBeUndefined();
    script.remove();
    router.dispose();
  });
});
