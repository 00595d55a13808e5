import { screen, within } from '@testing-library/react';
import type { Order } from '@ela/contracts';
import { fakeApi } from '@ela/web-kit/src/testing/fake-api';
import { renderShop } from '../../../../test/render-shop';

const at = '2026-03-21T08:00:00.000Z';
const picture = (key: string) => ({ key, urls: { thumb: `/media/${key}-thumb.webp`, card: '', large: '' } });
const line = (n: number, image: ReturnType<typeof picture> | null) => ({
  inventoryId: `i${n}`,
  productName: `پارچه ${n}`,
  name: `پارچه ${n}`,
  image,
});
const order = (
  id: string,
  status: Order['status'],
  total: number,
  number = 100035,
  lines = [line(1, null)],
) =>
  ({
    id,
    number,
    lines,
    status,
    createdAt: at,
    breakdown: { subtotal: total, saleSavings: 0, discount: 0, shipping: 0, total },
    trackingCode: status === 'shipped' ? 'PT-1234' : null,
    timeline: [{ status, at, by: null, note: null }],
  }) as Order;
const page = (items: Order[], total = items.length) => ({
  status: 200,
  data: { items, total, page: 1, limit: 10 },
});

describe('the customer’s orders', () => {
  it('lists them by number with their Jalali date, Persian status, total and pictures, a page at a time', async () => {
    const api = fakeApi({
      'GET /order/all': page(
        [
          order(
            'o1',
            'paid',
            6_300_000,
            100036,
            [1, 2, 3, 4, 5, 6].map((n) => line(n, picture(`k${n}`))),
          ),
          // Bought before pictures were kept: the shop's placeholder stands in.
          order('o2', 'cancelled', 900_000, 100035, [line(7, null)]),
        ],
        12,
      ),
    });
    renderShop('/profile/orders');
    const list = await screen.findByRole('list', { name: 'فهرست سفارش‌ها' });
    const [first, second] = within(list).getAllByRole('link');
    expect(within(first).getByTestId('order-name')).toHaveTextContent('سفارش ۱۰۰۰۳۶');
    expect(within(second).getByTestId('order-name')).toHaveTextContent('سفارش ۱۰۰۰۳۵');
    const pictures = within(first).getByRole('list', { name: 'تصویر کالاها' });
    expect(
      within(pictures)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual([1, 2, 3, 4].map((n) => expect.stringContaining(`/media/k${n}-thumb.webp`)));
    expect(pictures).toHaveTextContent('+۲');
    expect(within(second).getByTestId('image-placeholder')).toHaveTextContent('پ');
    expect(first).toHaveAttribute('href', '/profile/orders/o1');
    expect(first).toHaveTextContent('۱ فروردین ۱۴۰۵');
    expect(first).toHaveTextContent('پرداخت‌شده');
    expect(first).toHaveTextContent('۶۳۰٬۰۰۰ تومان');
    expect(second).toHaveTextContent('لغوشده');
    expect(screen.getByText('صفحهٔ ۱ از ۲')).toBeInTheDocument();
    expect(api.requests[0].params).toEqual({ page: 1, limit: 10, sort: 'newest' });
  });

  it('tracks only the orders still on their way, with the Post tracking code', async () => {
    fakeApi({
      'GET /order/all': page([
        order('o1', 'shipped', 100),
        order('o2', 'delivered', 100),
        order('o3', 'cancelled', 100),
      ]),
    });
    renderShop('/profile/track-orders');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]).getByRole('link', { name: /^سفارش/ })).toHaveTextContent('سفارش ۱۰۰۰۳۵');
    expect(within(cards[0]).getByText('ارسال‌شده', { selector: 'strong' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('کد رهگیری پست: PT-۱۲۳۴');
    // The code opens Iran Post's tracking page.
    expect(within(cards[0]).getByRole('link', { name: /PT-۱۲۳۴/ })).toHaveAttribute(
      'href',
      'https://tracking.post.ir/?id=PT-1234',
    );
  });

  it('says when there is nothing to track', async () => {
    fakeApi({ 'GET /order/all': page([order('o2', 'delivered', 100)]) });
    renderShop('/profile/track-orders');
    expect(await screen.findByRole('heading', { name: 'سفارشی در راه ندارید' })).toBeInTheDocument();
  });
});
