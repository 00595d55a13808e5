import { fireEvent, screen, within } from '@testing-library/react';
import { useToastStore } from '@ela/web-kit';
import { fakeApi, inTurn } from '@ela/web-kit/src/testing/fake-api';
import { ids, inventory, page, product } from '../../../../test/catalog-fixtures';
import { renderShop } from '../../../../test/render-shop';

const CURSOR = 'WyJuZXdlc3QiLCJhYmMiXQ';
const linen = product('پارچه کتان', { unitType: 'meter', minPrice: 1_250_000 });
const buttons = product('دکمه چوبی', { unitType: 'count', minPrice: 45_000, onSale: true });

describe('the product listings', () => {
  afterEach(() => useToastStore.setState({ toasts: [] }));

  it('shows a card per product with its unit type and lowest price in Toman, linking to it', async () => {
    const api = fakeApi({ 'GET /products/get-all': { status: 200, data: page([linen, buttons]) } });
    renderShop('/shop');
    const cards = await screen.findAllByTestId('product-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('متری')).toBeInTheDocument();
    expect(within(cards[0]).getByText('۱۲۵٬۰۰۰ تومان')).toBeInTheDocument();
    expect(within(cards[1]).getByText('عددی')).toBeInTheDocument();
    expect(within(cards[1]).getByText('حراج')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link')).toHaveAttribute('href', `/product?product=${linen.id}`);
    expect(screen.getByText('۲ محصول')).toBeInTheDocument();
    expect(api.requests[0].params).toEqual({ sort: 'newest', limit: 20 });
  });

  it('sorts and filters through the address, and loads more by cursor', async () => {
    const api = fakeApi({
      'GET /products/get-all': (request) =>
        request.params.cursor
          ? { status: 200, data: page([buttons], { total: 2, nextCursor: null }) }
          : { status: 200, data: page([linen], { total: 2, nextCursor: CURSOR }) },
    });
    const router = renderShop('/shop');
    await screen.findByText('پارچه کتان');
    fireEvent.click(screen.getByRole('button', { name: 'نمایش بیشتر' }));
    expect(await screen.findByText('دکمه چوبی')).toBeInTheDocument();
    expect(api.requests[1].params).toEqual({ sort: 'newest', limit: 20, cursor: CURSOR });
    expect(screen.queryByRole('button', { name: 'نمایش بیشتر' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('مرتب‌سازی:'), { target: { value: 'price_asc' } });
    fireEvent.click(screen.getByRole('button', { name: 'نیم‌متری' }));
    await screen.findByText('پارچه کتان');
    expect(router.state.location.search).toBe('?sort=price_asc&unit=half_meter');
    expect(api.requests.at(-1)?.params).toEqual({ sort: 'price_asc', unitType: 'half_meter', limit: 20 });
    expect(screen.getByRole('button', { name: 'نیم‌متری' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows an error state with the server's message in place of a toast, and retries on request", async () => {
    const failure = { status: 404, data: { statusCode: 404, message: 'مسیر درخواستی پیدا نشد' } };
    fakeApi({ 'GET /products/get-all': inTurn(failure, { status: 200, data: page([linen]) }) });
    renderShop('/product');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('فهرست محصولات دریافت نشد.');
    expect(notice).toHaveTextContent('مسیر درخواستی پیدا نشد');
    // Said once, in the page: the toast that said it too is taken back.
    expect(useToastStore.getState().toasts).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findAllByTestId('product-card')).toHaveLength(1);
  });

  it('says so when there are no products of a unit type', async () => {
    fakeApi({ 'GET /products/get-all': { status: 200, data: page([]) } });
    renderShop('/shop?unit=count');
    expect(await screen.findByText('محصولی با این فیلترها نیست')).toBeInTheDocument();
  });

  it('filters by price range, colour, design and stock, kept in the address', async () => {
    const red = '11111111-1111-4111-8111-111111111111';
    const api = fakeApi({
      'GET /products/get-all': { status: 200, data: page([linen]) },
      'GET /products/colors': {
        status: 200,
        data: page([{ id: red, name: 'قرمز', hex: '#c0392b', createdAt: '', updatedAt: '' }]),
      },
      'GET /products/designs': { status: 200, data: page([]) },
    });
    const router = renderShop(`/shop?min=100000&color=${red}&design=not-an-id`);
    await screen.findByText('پارچه کتان');
    // Toman in the address, Rials to the API; a malformed id is dropped, never sent.
    expect(api.to('GET /products/get-all')[0].params).toEqual({
      sort: 'newest',
      limit: 20,
      minPrice: 1_000_000,
      colorId: red,
    });
    expect(screen.getByText('فیلترها')).toHaveTextContent('۲');
    expect(await screen.findByRole('option', { name: 'قرمز' })).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('فقط کالاهای موجود'));
    const highest = screen.getByLabelText('تا');
    fireEvent.change(highest, { target: { value: '۵۰۰٬۰۰۰' } });
    fireEvent.blur(highest);
    await screen.findByText('پارچه کتان');
    expect(new URLSearchParams(router.state.location.search).get('max')).toBe('500000');
    expect(router.state.location.search).toContain('stock=1');
    expect(api.requests.at(-1)?.params).toMatchObject({ maxPrice: 5_000_000, inStock: 'true' });

    fireEvent.click(screen.getByRole('button', { name: 'حذف فیلترها' }));
    await screen.findByText('پارچه کتان');
    expect(router.state.location.search).toBe('');
  });

  it("opens a product's page at its cheapest inventory in stock", async () => {
    const soldOut = inventory('پارچه کتان آبی', { stock: 0, effectivePrice: 900_000 });
    const white = inventory('پارچه کتان سفید');
    const api = fakeApi({
      'GET /products/inventory': { status: 200, data: page([soldOut, white]) },
      [`GET /products/inventory/name/${encodeURIComponent(white.name)}`]: { status: 200, data: white },
      [`GET /products/find-one/${ids.product}`]: { status: 200, data: product('پارچه کتان') },
    });
    const router = renderShop(`/product?product=${ids.product}`);
    expect(await screen.findByRole('heading', { name: white.name })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/product/${encodeURIComponent(white.name)}`);
    expect(api.to('GET /products/inventory')[0].params).toMatchObject({ productId: ids.product });
  });
});
