import { screen, within } from '@testing-library/react';
import { fakeApi } from '@ela/web-kit/src/testing/fake-api';
import { category, ids, page, product } from '../../../../test/catalog-fixtures';
import { renderShop } from '../../../../test/render-shop';

const child = category('نخی و کتان', { id: '7b0e4c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b', parentId: ids.category });
const desktop = {
  key: 'eeeeeeeeeeeeeeeeeeeeeeee',
  urls: { thumb: '/media/e-thumb.webp', card: '/media/e-card.webp', large: '/media/e-large.webp' },
};
const clothing = category('پارچه لباسی', {
  description: 'برای دوخت لباس',
  children: [child],
  posters: { desktop, mobile: null },
});

describe('the category screens', () => {
  it('shows the tree with each main category and links to its subcategories', async () => {
    fakeApi({ 'GET /categories/tree-mode': { status: 200, data: [clothing] } });
    renderShop('/categories');
    const branch = await screen.findByRole('region', { name: 'پارچه لباسی' });
    expect(within(branch).getByRole('link', { name: 'نخی و کتان' })).toHaveAttribute(
      'href',
      `/category/${child.id}`,
    );
  });

  it("shows a category's poster and the products of its subtree", async () => {
    const api = fakeApi({
      [`GET /categories/one/${ids.category}`]: { status: 200, data: clothing },
      'GET /products/get-all': { status: 200, data: page([product('پارچه کتان')]) },
    });
    renderShop(`/category/${ids.category}`);
    expect(await screen.findByRole('heading', { name: 'پارچه لباسی' })).toBeInTheDocument();
    expect(await screen.findByTestId('product-card')).toHaveTextContent('پارچه کتان');
    expect(api.to('GET /products/get-all')[0].params).toMatchObject({ categoryId: ids.category });
    expect(screen.getByRole('link', { name: 'همهٔ زیردسته‌ها' })).toHaveAttribute(
      'href',
      `/category/${ids.category}/subCategories`,
    );
    expect(document.querySelector('source')).toHaveAttribute('srcset', '/media/e-large.webp');
  });

  it('shows the way down to a subcategory as breadcrumbs', async () => {
    fakeApi({
      [`GET /categories/one/${child.id}`]: { status: 200, data: { ...child, children: [] } },
      'GET /categories/tree-mode': { status: 200, data: [clothing] },
      'GET /products/get-all': { status: 200, data: page([]) },
    });
    renderShop(`/category/${child.id}`);
    const trail = await screen.findByRole('navigation', { name: 'مسیر' });
    await within(trail).findByRole('link', { name: 'پارچه لباسی' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['خانه', 'پارچه لباسی', 'نخی و کتان']);
    expect(within(trail).getByText('نخی و کتان')).toHaveAttribute('aria-current', 'page');
  });

  it('shows the subcategories as tiles', async () => {
    fakeApi({ [`GET /categories/one/${ids.category}`]: { status: 200, data: clothing } });
    renderShop(`/category/${ids.category}/subCategories`);
    expect(await screen.findByTestId('category-tile')).toHaveTextContent('نخی و کتان');
  });

  it('hands the shell a "page not found" for a category that does not exist', async () => {
    fakeApi({});
    renderShop(`/category/${ids.category}`);
    expect(await screen.findByRole('heading', { name: 'صفحه پیدا نشد' })).toBeInTheDocument();
  });
});
