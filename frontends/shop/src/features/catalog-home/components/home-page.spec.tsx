import { fireEvent, screen, within } from '@testing-library/react';
import { HOME_PAGE_READS } from '@ela/contracts';
import { useToastStore } from '@ela/web-kit';
import { fakeApi, inTurn } from '@ela/web-kit/src/testing/fake-api';
import { category, inventory, page, product } from '../../../../test/catalog-fixtures';
import { renderShop } from '../../../../test/render-shop';

// Not a status the client retries by itself, so the page's own retry is what brings the list.
const failure = { status: 404, data: { statusCode: 404, message: 'مسیر درخواستی پیدا نشد' } };

describe('the front page', () => {
  afterEach(() => useToastStore.setState({ toasts: [] }));

  it('shows the main categories, the biggest discounts and the newest products', async () => {
    const sale = inventory('ساتن براق سفید', {
      onSale: true,
      salePrice: 2_082_500,
      effectivePrice: 2_082_500,
    });
    const api = fakeApi({
      [`GET ${HOME_PAGE_READS.categories}`]: { status: 200, data: [category('پارچه لباسی')] },
      [`GET ${HOME_PAGE_READS.sale}`]: { status: 200, data: page([sale]) },
      [`GET ${HOME_PAGE_READS.newest}`]: {
        status: 200,
        data: page([product('پارچه کتان', { unitType: 'half_meter' })]),
      },
    });
    renderShop('/');
    const tile = await screen.findByTestId('category-tile');
    expect(tile).toHaveTextContent('پارچه لباسی');
    expect(tile.querySelector('img')).toHaveAttribute('src', '/media/dddddddddddddddddddddddd-card.webp');
    const saleCard = await screen.findByTestId('inventory-card');
    expect(saleCard).toHaveTextContent('۱۵٪ تخفیف');
    expect(within(saleCard).getByRole('link')).toHaveAttribute(
      'href',
      `/product/${encodeURIComponent(sale.name)}`,
    );
    expect(await screen.findByTestId('product-card')).toHaveTextContent('نیم‌متری');
    expect(api.to(`GET ${HOME_PAGE_READS.newest}`)).toHaveLength(1);
  });

  it('gives each section its own empty and error states, with retry', async () => {
    fakeApi({
      [`GET ${HOME_PAGE_READS.categories}`]: { status: 200, data: [] },
      [`GET ${HOME_PAGE_READS.sale}`]: { status: 200, data: page([]) },
      [`GET ${HOME_PAGE_READS.newest}`]: inTurn(failure, {
        status: 200,
        data: page([product('پارچه کتان')]),
      }),
    });
    renderShop('/');
    expect(await screen.findByText('هنوز دسته‌بندی‌ای ساخته نشده است')).toBeInTheDocument();
    expect(await screen.findByText('فعلاً حراجی در کار نیست')).toBeInTheDocument();
    expect(await screen.findByText('فهرست محصولات دریافت نشد.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByTestId('product-card')).toBeInTheDocument();
  });
});
