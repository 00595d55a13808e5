import { fireEvent, screen } from '@testing-library/react';
import { fakeApi } from '@ela/web-kit/src/testing/fake-api';
import { category, ids, inventory, page } from '../../../../test/catalog-fixtures';
import { renderShop } from '../../../../test/render-shop';

describe('the search and sale pages', () => {
  it('searches for the term of the address and loads more by page', async () => {
    const api = fakeApi({
      'GET /products/inventory/search': (request) => ({
        status: 200,
        data: page([inventory(`کتان ${request.params.page}`)], {
          page: request.params.page,
          limit: 1,
          total: 2,
        }),
      }),
    });
    renderShop(`/search/${encodeURIComponent('كتان')}`);
    expect(await screen.findByRole('heading', { name: 'نتیجهٔ جستجو برای «كتان»' })).toBeInTheDocument();
    expect(await screen.findByText('۲ مورد پیدا شد')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'نمایش بیشتر' }));
    expect(await screen.findByText('کتان 2')).toBeInTheDocument();
    expect(api.requests.map((r) => r.params)).toEqual([
      { q: 'كتان', page: 1, limit: 20 },
      { q: 'كتان', page: 2, limit: 20 },
    ]);
    expect(screen.queryByRole('button', { name: 'نمایش بیشتر' })).not.toBeInTheDocument();
  });

  it('says so when nothing matches, and suggests the main categories and every product', async () => {
    fakeApi({
      'GET /products/inventory/search': { status: 200, data: page([]) },
      'GET /categories/all-main-categories': { status: 200, data: [category('پارچه لباسی')] },
    });
    renderShop('/search/zzz');
    expect(await screen.findByText('چیزی با «zzz» پیدا نشد')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'پارچه لباسی' })).toHaveAttribute(
      'href',
      `/category/${ids.category}`,
    );
    expect(screen.getByRole('link', { name: 'دیدن همهٔ محصولات' })).toHaveAttribute('href', '/shop');
  });

  it('lists the items on sale with their discount', async () => {
    const sale = inventory('مخمل سبز', {
      onSale: true,
      price: 1_000_000,
      salePrice: 750_000,
      effectivePrice: 750_000,
    });
    fakeApi({ 'GET /products/inventory/onSale': { status: 200, data: page([sale]) } });
    renderShop('/discount');
    const card = await screen.findByTestId('inventory-card');
    expect(card).toHaveTextContent('۲۵٪ تخفیف');
    expect(card).toHaveTextContent('۷۵٬۰۰۰ تومان');
    expect(card.querySelector('del')).toHaveTextContent('۱۰۰٬۰۰۰ تومان');
  });
});
