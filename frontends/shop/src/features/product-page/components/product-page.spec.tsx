import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Inventory } from '@ela/contracts';
import {
  PENDING_BASKET_KEY,
  authSession,
  useServerBasketStore,
  usePendingBasketStore,
  useToastStore,
} from '@ela/web-kit';
import { pair } from '@ela/web-kit/src/auth/session.fixtures';
import { bodyOf, fakeApi } from '@ela/web-kit/src/testing/fake-api';
import { ids, inventory, page, product } from '../../../../test/catalog-fixtures';
import { renderShop } from '../../../../test/render-shop';

const RED = { id: 'red', name: 'قرمز', hex: '#cc0000', createdAt: '', updatedAt: '' };
const BLUE = { id: 'blue', name: 'آبی', hex: '#0000cc', createdAt: '', updatedAt: '' };
const red = inventory('پارچه کتان قرمز', {
  color: RED,
  price: 2_450_000,
  salePrice: 2_205_005,
  onSale: true,
  effectivePrice: 2_205_005,
  stock: 9,
});
const blue = inventory('پارچه کتان آبی', { color: BLUE, stock: 0 });
const pillow = product('روبالشی', { id: 'a1f0c7e2-4b8d-4e6a-9c3b-2d1e0f9a8b7c' });

function shopWith(
  current: Inventory,
  setProductIds: string[] = [],
  more: Parameters<typeof fakeApi>[0] = {},
) {
  return fakeApi({
    ...more,
    [`GET /products/inventory/name/${encodeURIComponent(current.name)}`]: { status: 200, data: current },
    [`GET /products/find-one/${ids.product}`]: {
      status: 200,
      data: product('پارچه کتان', { id: ids.product, setProductIds }),
    },
    'GET /products/inventory': { status: 200, data: page([blue, red]) },
    [`GET /products/setProducts/${ids.product}`]: { status: 200, data: [pillow] },
  });
}

const quantity = () => screen.getByLabelText('مقدار') as HTMLInputElement;
const total = () => screen.getByTestId('line-total');

describe('the product page', () => {
  it('shows the pictures, the price per half meter with the old price struck through, and the stock', async () => {
    shopWith(red);
    renderShop(`/product/${encodeURIComponent(red.name)}`);
    expect(await screen.findByRole('heading', { name: red.name })).toBeInTheDocument();
    const images = screen.getAllByRole('img', { name: /تصویر/ });
    expect(images[0]).toHaveAttribute('src', '/media/bbbbbbbbbbbbbbbbbbbbbbbb-large.webp');
    expect(images[0]).toHaveAttribute('width', '1200');
    expect(screen.getByText('قیمت هر نیم‌متر')).toBeInTheDocument();
    const price = screen.getByRole('region', { name: 'قیمت و مقدار' });
    expect(within(price).getAllByText('۲۲۰٬۵۰۰٫۵ تومان')).toHaveLength(2); // the price, and the total of one step
    expect(within(price).getByText('۲۴۵٬۰۰۰ تومان').closest('del')).not.toBeNull();
    expect(within(price).getByText('۱۰٪ تخفیف')).toBeInTheDocument();
    expect(screen.getByText('موجودی: ۴٫۵ متر')).toBeInTheDocument();
    expect(screen.getByText('کد محصول: ۱۰۰۴۹')).toBeInTheDocument();
  });

  it('steps the quantity in half meters and prices it in whole Rials', async () => {
    shopWith(red);
    renderShop(`/product/${encodeURIComponent(red.name)}`);
    await screen.findByRole('heading', { name: red.name });
    expect(quantity().value).toBe('۰٫۵');
    expect(screen.getByRole('button', { name: 'کاهش' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'افزایش' }));
    fireEvent.click(screen.getByRole('button', { name: 'افزایش' }));
    expect(quantity().value).toBe('۱٫۵');
    // 3 × 2,205,005 Rials = 6,615,015 Rials = 661,501.5 Toman.
    expect(total()).toHaveTextContent('جمع برای ۱٫۵ متر:۶۶۱٬۵۰۱٫۵ تومان');

    fireEvent.change(quantity(), { target: { value: '٢' } });
    expect(total()).toHaveTextContent('۲ متر');
    fireEvent.change(quantity(), { target: { value: '۱۰' } });
    fireEvent.blur(quantity());
    expect(quantity().value).toBe('۴٫۵');
    expect(screen.getByRole('button', { name: 'افزایش' })).toBeDisabled();
  });

  it('offers the other colours as links, and the products bought together', async () => {
    const api = shopWith(red, [pillow.id]);
    renderShop(`/product/${encodeURIComponent(red.name)}`);
    const colours = await screen.findByRole('group', { name: 'رنگ' });
    expect(within(colours).getByRole('link', { name: 'قرمز' })).toHaveAttribute('aria-current', 'page');
    expect(within(colours).getByRole('link', { name: 'آبی' })).toHaveAttribute(
      'href',
      `/product/${encodeURIComponent(blue.name)}`,
    );
    const together = await screen.findByRole('region', { name: 'معمولاً با هم خریده می‌شوند' });
    expect(within(together).getByText('روبالشی')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'محصولات مشابه' })).not.toBeInTheDocument();
    expect(api.to(`GET /products/similarProducts/${ids.product}`)).toEqual([]);
  });

  it('says when an inventory is sold out and disables the quantity', async () => {
    shopWith(blue);
    renderShop(`/product/${encodeURIComponent(blue.name)}`);
    expect(await screen.findByText('ناموجود؛ این مورد فعلاً در انبار نیست.')).toBeInTheDocument();
    expect(quantity()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'افزایش' })).toBeDisabled();
    expect(screen.queryByTestId('line-total')).not.toBeInTheDocument();
  });

  it('hands the shell a "page not found" for a name no inventory has', async () => {
    useToastStore.setState({ toasts: [] });
    // React reports the error its boundary caught; that is the point here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({});
    renderShop('/product/no-such-thing');
    expect(await screen.findByRole('heading', { name: 'صفحه پیدا نشد' })).toBeInTheDocument();
    expect(useToastStore.getState().toasts).toEqual([]);
    jest.restoreAllMocks();
  });

  describe('adding to the basket', () => {
    beforeEach(() => {
      localStorage.clear();
      usePendingBasketStore.getState().reload();
      useServerBasketStore.setState({ lines: null });
    });
    afterEach(() => act(() => authSession.clear()));

    it('keeps a visitor’s chosen colour and quantity in the pending basket', async () => {
      const api = shopWith(red);
      renderShop(`/product/${encodeURIComponent(red.name)}`);
      await screen.findByRole('heading', { name: red.name });
      fireEvent.change(quantity(), { target: { value: '۱٫۵' } });
      fireEvent.click(screen.getByRole('button', { name: 'افزودن به سبد خرید' }));
      expect(await screen.findByText(/۱٫۵ متر به سبد خرید اضافه شد/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'ورود و دیدن سبد خرید' })).toHaveAttribute('href', '/basket');
      expect(JSON.parse(localStorage.getItem(PENDING_BASKET_KEY)!)).toEqual({
        version: 1,
        lines: [{ inventoryId: red.id, quantity: 3 }],
      });
      expect(api.to('POST /basket/create')).toEqual([]);
    });

    it('merges a customer’s line into the server basket and updates the count', async () => {
      authSession.start(pair('a1'), 'user');
      const answer = { id: 'b', lines: [{}, {}], totals: {}, ready: true, updatedAt: null };
      const api = shopWith(red, [], { 'POST /basket/create': { status: 200, data: answer } });
      renderShop(`/product/${encodeURIComponent(red.name)}`);
      await screen.findByRole('heading', { name: red.name });
      fireEvent.click(screen.getByRole('button', { name: 'افزایش' }));
      fireEvent.click(screen.getByRole('button', { name: 'افزودن به سبد خرید' }));
      expect(await screen.findByRole('link', { name: 'دیدن سبد خرید' })).toHaveAttribute('href', '/basket');
      expect(useServerBasketStore.getState().lines).toBe(2);
      expect(localStorage.getItem(PENDING_BASKET_KEY)).toBeNull();
      expect(bodyOf(api.to('POST /basket/create')[0])).toEqual({
        lines: [{ inventoryId: red.id, quantity: 2 }],
        mode: 'merge',
      });
    });
  });
});
