import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from '@ela/web-kit';
import { fakeApi } from '@ela/web-kit/src/testing/fake-api';
import { renderPanel } from '../../../testing/render-panel';
import { order, pageOf } from './transactions-fixtures';

describe('transactions list', () => {
  afterEach(() => useToastStore.setState({ toasts: [] }));

  it('lists only paid orders under transactions/paid, with Jalali dates and Toman', async () => {
    const fake = fakeApi({ 'GET /order/all-by-admin': { status: 200, data: pageOf([order()]) } });
    renderPanel('/panel/transactions/paid');
    expect(await screen.findByRole('heading', { name: 'سفارش‌های پرداخت‌شده' })).toBeInTheDocument();
    expect(await screen.findByText('۷۸۰٬۰۰۰ تومان')).toBeInTheDocument();
    expect(fake.to('GET /order/all-by-admin')[0].params).toEqual({
      page: 1,
      limit: 20,
      sort: 'newest',
      status: 'paid',
    });
    expect(screen.queryByRole('combobox', { name: /^وضعیت/ })).not.toBeInTheDocument();
  });

  it('filters by a Jalali day range in Tehran time and searches by customer', async () => {
    const fake = fakeApi({
      'GET /order/all-by-admin': { status: 200, data: pageOf([order()]) },
      'GET /order/user-search': { status: 200, data: pageOf([order({ status: 'shipped' })]) },
    });
    const router = renderPanel('/panel/transactions');
    await screen.findByText('۷۸۰٬۰۰۰ تومان');
    fireEvent.change(screen.getByLabelText('روز از روز'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('ماه از روز'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('سال از روز'), { target: { value: '1404' } });
    fireEvent.click(screen.getByRole('button', { name: 'اعمال بازه' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=1404-1-1'));
    await waitFor(() =>
      expect(fake.to('GET /order/all-by-admin').at(-1)?.params.from).toBe('2025-03-20T20:30:00.000Z'),
    );

    fireEvent.change(screen.getByRole('searchbox', { name: 'جست‌وجوی مشتری (موبایل یا نام)' }), {
      target: { value: '0912' },
    });
    await waitFor(() => expect(fake.to('GET /order/user-search')).toHaveLength(1));
    // The search keeps the period chosen before it.
    expect(fake.to('GET /order/user-search')[0].params).toEqual({
      term: '0912',
      page: 1,
      limit: 20,
      sort: 'newest',
      from: '2025-03-20T20:30:00.000Z',
    });
    expect(await screen.findByRole('cell', { name: 'ارسال‌شده' })).toBeInTheDocument();
  });

  it('opens an order with its lines, breakdown, address and timeline', async () => {
    fakeApi({
      'GET /order/all-by-admin': { status: 200, data: pageOf([order()]) },
      'GET /order/one-by-admin': { status: 200, data: order() },
    });
    renderPanel('/panel/transactions/paid');
    fireEvent.click(await screen.findByRole('button', { name: /^جزئیات سفارش/ }));
    const dialog = await screen.findByRole('dialog', { name: 'سفارش 9a8b7c6d' });
    expect(await within(dialog).findByText('مخمل کبریتی — سرمه‌ای')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('۴۵٬۰۰۰ تومان');
    expect(within(dialog).getByTestId('order-receiver')).toHaveTextContent('مریم رضایی — ۰۹۱۲۱۲۳۴۵۶۷');
    expect(within(dialog).getByTestId('order-address')).toHaveTextContent(
      'تهران، تهران، خیابان آزادی، کوچهٔ یکم، پلاک ۱۲، کد پستی ۱۲۳۴۵۶۷۸۹۰',
    );
    expect(screen.getByRole('list', { name: 'تاریخچهٔ وضعیت سفارش' }).children).toHaveLength(2);
    expect(within(dialog).getByRole('combobox', { name: /^وضعیت تازه/ })).toBeInTheDocument();
  });
});
