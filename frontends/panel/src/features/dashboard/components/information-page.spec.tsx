import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CategoryNode, DeadLetter } from '@ela/contracts';
import { authSession, useToastStore } from '@ela/web-kit';
import { fakeApi } from '@ela/web-kit/src/testing/fake-api';
import { CATEGORY_ID, inventory, page } from '../../../testing/fixtures';
import { renderPanel } from '../../../testing/render-panel';
import { overview, salesDays } from '../testing/reports.fixtures';
import { lastDays } from '../period';

const GONE_CATEGORY = '5c4b3a29-1807-4f6e-8d5c-4b3a29180716';
const GONE_INVENTORY = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const SOLD = inventory();

const tree: CategoryNode[] = [
  {
    id: CATEGORY_ID,
    name: 'پارچه',
    description: '',
    parentId: null,
    order: 0,
    poster: null,
    children: [],
  } as unknown as CategoryNode,
];

function reports() {
  return fakeApi({
    'GET /analytics/overview': { status: 200, data: overview({ from: '2025-03-15', to: '2025-03-21' }) },
    'GET /analytics/sales-by-day': { status: 200, data: salesDays('2025-03-15', 7) },
    'GET /analytics/sales-by-category': {
      status: 200,
      data: [
        { categoryId: CATEGORY_ID, orders: 5, revenue: 80_000_000 },
        { categoryId: GONE_CATEGORY, orders: 1, revenue: 5_000_000 },
      ],
    },
    'GET /categories/tree-mode': { status: 200, data: tree },
    'GET /analytics/top-products': {
      status: 200,
      data: [
        {
          inventoryId: SOLD.id,
          productId: SOLD.productId,
          views: 250,
          visitors: 90,
          basketAdds: 20,
          unitsSold: 14,
          revenue: 34_300_000,
        },
        {
          inventoryId: GONE_INVENTORY,
          productId: null,
          views: 3,
          visitors: 3,
          basketAdds: 0,
          unitsSold: 0,
          revenue: 0,
        },
      ],
    },
    'GET /products/inventory/ids': { status: 200, data: [SOLD] },
    'GET /analytics/searches': {
      status: 200,
      data: {
        top: [
          { term: 'مخمل', searches: 30, withoutResults: 0 },
          { term: 'کتان', searches: 12, withoutResults: 12 },
        ],
        withoutResults: [{ term: 'کتان', searches: 12, lastAt: '2025-03-21T08:00:00Z' }],
      },
    },
    'GET /analytics/dead-letters': { status: 200, data: page([] as DeadLetter[], 3, 1, 1) },
  });
}

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('the information page', () => {
  beforeEach(() => authSession.start({ access_token: 'a', user: null as never }, 'admin'));
  afterEach(() => {
    act(() => authSession.clear());
    useToastStore.setState({ toasts: [] });
  });

  it('asks for the Jalali period of the address as Tehran days and shows each report in Persian', async () => {
    const api = reports();
    renderPanel('/panel/information?from=1403-12-25&to=1404-1-1');
    expect(await screen.findByTestId('stat-بازدیدکننده')).toHaveTextContent('۱۲۰');
    expect(api.to('GET /analytics/overview')[0].params).toEqual({ from: '2025-03-15', to: '2025-03-21' });
    expect(screen.getByText('از ۲۵ اسفند ۱۴۰۳ تا ۱ فروردین ۱۴۰۴')).toBeInTheDocument();
    expect(screen.getByTestId('stat-فروش')).toHaveTextContent('۱۲٬۳۴۵٬۶۷۸ تومان');
    expect(screen.getByTestId('stat-جستجو')).toHaveTextContent('۴۵');
    expect(screen.getByText('۷ بی‌نتیجه')).toBeInTheDocument();
    expect(screen.getByText('۱ لغو پس از پرداخت (حساب نشده)')).toBeInTheDocument();

    // The funnel: each step among the browsers of the step before.
    expect(screen.getByTestId('funnel-basket_add')).toHaveTextContent('۳۰۳۷٫۵٪ از مرحلهٔ قبل');
    expect(screen.getByRole('img', { name: 'قیف خرید: شمار بازدیدکنندگان در هر مرحله' })).toBeInTheDocument();

    const days = await screen.findByRole('table', { name: 'فروش هر روز' });
    expect(within(days).getAllByRole('row').at(-1)).toHaveTextContent('۱ فروردین ۱۴۰۴۲۲٬۵۰۰٬۰۰۰ تومان');

    await screen.findByRole('table', { name: 'فروش هر دسته‌بندی' });
    expect(rowsOf('فروش هر دسته‌بندی')).toEqual(['پارچه۵۸٬۰۰۰٬۰۰۰ تومان', 'دسته‌بندی حذف‌شده۱۵۰۰٬۰۰۰ تومان']);

    await screen.findByRole('table', { name: 'پربازدیدترین محصولات' });
    expect(rowsOf('پربازدیدترین محصولات')).toEqual([
      `۱${SOLD.name}۲۵۰۹۰۲۰۱۴۳٬۴۳۰٬۰۰۰ تومان`,
      '۲حذف‌شده۳۳۰۰۰ تومان',
    ]);
    expect(api.to('GET /products/inventory/ids')[0].params).toEqual({ ids: `${SOLD.id},${GONE_INVENTORY}` });

    await screen.findByRole('table', { name: 'جستجوهای بی‌نتیجه' });
    expect(rowsOf('جستجوهای پرتکرار')).toEqual(['مخمل۳۰۰', 'کتان۱۲۱۲']);
    expect(rowsOf('جستجوهای بی‌نتیجه')[0]).toMatch(/^کتان۱۲/);
    expect(screen.getByRole('link', { name: 'دیدن رویدادهای ذخیره‌نشده' })).toHaveAttribute(
      'href',
      '/panel/information/dead-letters',
    );
  });

  it('moves to a chosen period and asks again', async () => {
    const api = reports();
    const router = renderPanel('/panel/information?from=1403-12-25&to=1404-1-1');
    await screen.findByTestId('stat-بازدیدکننده');
    fireEvent.change(screen.getByRole('combobox', { name: 'روز از روز' }), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'نمایش' }));
    await screen.findByText('از ۲۰ اسفند ۱۴۰۳ تا ۱ فروردین ۱۴۰۴');
    expect(router.state.location.search).toBe('?from=1403-12-20&to=1404-1-1');
    expect(api.to('GET /analytics/overview').at(-1)?.params).toEqual({
      from: '2025-03-10',
      to: '2025-03-21',
    });

    fireEvent.click(screen.getByRole('button', { name: '۷ روز گذشته' }));
    await waitFor(() => expect(api.to('GET /analytics/overview').at(-1)?.params).toEqual(lastDays(7)));
    expect(screen.getByRole('button', { name: '۷ روز گذشته' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.change(screen.getByRole('combobox', { name: 'روز از روز' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'نمایش' }));
    expect(await screen.findByText('روز، ماه و سال را انتخاب کنید')).toBeInTheDocument();
  });

  it('shows a report that failed with a way to try again, and the others as they came', async () => {
    const failing = fakeApi({
      'GET /analytics/overview': { status: 503, data: { statusCode: 503, message: 'سرویس در دسترس نیست' } },
      'GET /analytics/sales-by-day': { status: 200, data: salesDays('2025-03-15', 7) },
      'GET /analytics/sales-by-category': { status: 200, data: [] },
      'GET /categories/tree-mode': { status: 200, data: tree },
      'GET /analytics/top-products': { status: 200, data: [] },
      'GET /analytics/searches': { status: 200, data: { top: [], withoutResults: [] } },
      'GET /analytics/dead-letters': { status: 200, data: page([]) },
    });
    renderPanel('/panel/information?from=1403-12-25&to=1404-1-1');
    expect(await screen.findByText('خلاصهٔ بازه دریافت نشد. سرویس در دسترس نیست')).toBeInTheDocument();
    // Shown in place, not as a toast.
    expect(useToastStore.getState().toasts).toEqual([]);
    expect(await screen.findByText('در این بازه فروشی ثبت نشده است.')).toBeInTheDocument();
    expect(screen.getByText('در این بازه محصولی دیده نشده است.')).toBeInTheDocument();
    expect(screen.getByText('در این بازه جستجویی نشده است.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'دیدن رویدادهای ذخیره‌نشده' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(failing.to('GET /analytics/overview')).toHaveLength(2);
  });
});

describe('the dead letters page', () => {
  beforeEach(() => authSession.start({ access_token: 'a', user: null as never }, 'admin'));
  afterEach(() => act(() => authSession.clear()));

  it('lists what could not be stored, newest first, with its reason and content, a page at a time', async () => {
    const letter: DeadLetter = {
      id: '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b',
      eventId: null,
      reason: 'رویداد خوانا نیست: «eventType» نامعتبر',
      payload: '{"eventType":"teleport"}',
      receivedAt: '2025-03-21T08:00:00Z',
      deadAt: '2025-03-21T08:00:01Z',
    };
    const api = fakeApi({ 'GET /analytics/dead-letters': { status: 200, data: page([letter], 41) } });
    renderPanel('/panel/information/dead-letters');
    expect(await screen.findByText(letter.reason)).toBeInTheDocument();
    expect(screen.getByText('۴۱ رویداد')).toBeInTheDocument();
    expect(screen.getByText(letter.payload)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'صفحهٔ ۲' }));
    await screen.findByText(letter.reason);
    expect(api.to('GET /analytics/dead-letters').at(-1)?.params).toEqual({ page: 2, limit: 20 });
  });
});
