import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Page, Payment } from '@ela/contracts';
import { useToastStore } from '@ela/web-kit';
import { fakeApi } from '@ela/web-kit/src/testing/fake-api';
import { renderPanel } from '../../../testing/render-panel';
import { ORDER_ID, order } from './transactions-fixtures';

const payment = (over: Partial<Payment> = {}): Payment => ({
  id: '1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  number: 100042,
  orderId: ORDER_ID,
  customerId: '0d9c8b7a-6f5e-4d3c-8b2a-190817263544',
  gateway: 'Parsian',
  status: 'Success',
  state: 'paid',
  capturedAt: null,
  amount: 7_800_000,
  reference: '123456789012345',
  refId: '339846149705',
  cardMask: '603799******6600',
  failure: null,
  reversal: null,
  history: [],
  createdAt: '2025-03-21T10:05:00Z',
  settledAt: '2025-03-21T10:06:00Z',
  ...over,
});
const pageOf = (items: Payment[]): Page<Payment> => ({ items, total: items.length, page: 1, limit: 20 });

describe('payments in the panel', () => {
  afterEach(() => useToastStore.setState({ toasts: [] }));

  it('lists payments with gateway, reference, status, Toman and a Jalali date, and filters by status', async () => {
    const fake = fakeApi({
      'GET /payment/all-by-admin': (request) => ({
        status: 200,
        data: pageOf(
          request.params.status === 'Failed'
            ? [payment({ status: 'Failed', failure: 'AMOUNT_MISMATCH', reversal: 'done', refId: null })]
            : [payment()],
        ),
      }),
      'GET /order/all-by-admin': { status: 200, data: { items: [order()], total: 1, page: 1, limit: 100 } },
    });
    const router = renderPanel('/panel/transactions/payments');
    expect(await screen.findByRole('heading', { name: 'پرداخت‌ها' })).toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: '۱۰۰۰۴۲' })).closest('tr')!;
    expect(within(row).getByText('بانک پارسیان')).toBeInTheDocument();
    expect(within(row).getByText('123456789012345')).toBeInTheDocument();
    expect(within(row).getByText('موفق')).toBeInTheDocument();
    expect(within(row).getByText('پرداخت‌شده')).toBeInTheDocument();
    expect(within(row).getByText('۷۸۰٬۰۰۰ تومان')).toBeInTheDocument();
    expect(within(row).getByText(/۱۴۰۴/)).toBeInTheDocument();
    // The order by its number, read for the whole page at once.
    expect(await within(row).findByTestId('payment-order-number')).toHaveTextContent('۱۰۰۰۳۵');
    expect(fake.to('GET /order/all-by-admin')[0].params).toMatchObject({ ids: ORDER_ID });
    expect(fake.to('GET /payment/all-by-admin')[0].params).toEqual({ page: 1, limit: 20, sort: 'newest' });

    fireEvent.change(screen.getByRole('combobox', { name: /^نتیجه/ }), { target: { value: 'Failed' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=Failed'));
    expect(await screen.findByText('مغایرت مبلغ، برگشت‌خورده')).toBeInTheDocument();
    expect(fake.to('GET /payment/all-by-admin').at(-1)?.params).toMatchObject({ status: 'Failed' });
  });

  it('names an order by its short id when its number cannot be read, without a toast', async () => {
    const fake = fakeApi({
      'GET /payment/all-by-admin': { status: 200, data: pageOf([payment()]) },
      // Not retried, so the read has failed once its promise settles.
      'GET /order/all-by-admin': { status: 400, data: { statusCode: 400, message: 'درخواست نامعتبر' } },
    });
    renderPanel('/panel/transactions/payments');
    const row = (await screen.findByRole('cell', { name: '۱۰۰۰۴۲' })).closest('tr')!;
    await waitFor(() => expect(fake.to('GET /order/all-by-admin').length).toBeGreaterThan(0));
    await act(async () => {});
    expect(await within(row).findByText(ORDER_ID.slice(0, 8))).toBeInTheDocument();
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('asks the bank about a payment still waiting, and shows what it says', async () => {
    let settled = false;
    const waiting = payment({ status: 'Pending', refId: null, settledAt: null });
    const fake = fakeApi({
      'GET /payment/all-by-admin': () => ({ status: 200, data: pageOf([settled ? payment() : waiting]) }),
      [`POST /payment/reconcile/${waiting.id}`]: () => ((settled = true), { status: 200, data: payment() }),
    });
    renderPanel('/panel/transactions/payments?status=bogus');
    fireEvent.click(await screen.findByRole('button', { name: 'استعلام پرداخت 100042' }));
    expect(await screen.findByText('موفق')).toBeInTheDocument();
    expect(useToastStore.getState().toasts.at(-1)?.message).toContain('موفق');
    expect(fake.to('GET /payment/all-by-admin')[0].params.status).toBeUndefined();
  });

  it('shows each payment’s state by its Persian title, and filters by state', async () => {
    const fake = fakeApi({
      'GET /payment/all-by-admin': (request) => ({
        status: 200,
        data: pageOf([
          request.params.state === 'at_bank'
            ? payment({ status: 'Initial', state: 'at_bank', refId: null, settledAt: null })
            : payment({ status: 'Failed', state: 'reversed', reversal: 'done', failure: 'ALREADY_PAID' }),
        ]),
      }),
    });
    const router = renderPanel('/panel/transactions/payments');
    const row = (await screen.findByRole('cell', { name: '۱۰۰۰۴۲' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'وجه برگشت داده شد' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'ناموفق' })).toBeInTheDocument();
    const filter = screen.getByRole('combobox', { name: /^وضعیت/ });
    expect(within(filter).getByRole('option', { name: 'بازپرداخت دستی لازم است' })).toHaveValue(
      'refund_owed',
    );
    fireEvent.change(filter, { target: { value: 'at_bank' } });
    await waitFor(() => expect(router.state.location.search).toBe('?state=at_bank'));
    expect(await screen.findByRole('cell', { name: 'در صفحهٔ بانک' })).toBeInTheDocument();
    expect(fake.to('GET /payment/all-by-admin').at(-1)?.params).toMatchObject({ state: 'at_bank' });
  });

  it('lists refunds owed by hand with customer, Toman, bank reference, order and date, and records one after confirming', async () => {
    const owed = payment({
      status: 'Failed',
      state: 'refund_owed',
      failure: 'ORDER_CLOSED',
      reversal: 'failed',
      capturedAt: '2025-03-21T10:06:00Z',
    });
    let refunded = false;
    const fake = fakeApi({
      'GET /payment/all-by-admin': () => ({ status: 200, data: pageOf(refunded ? [] : [owed]) }),
      [`POST /payment/refunded/${owed.id}`]: () => (
        (refunded = true),
        { status: 200, data: { ...owed, state: 'refunded' } }
      ),
    });
    renderPanel('/panel/transactions');
    fireEvent.click(await screen.findByRole('link', { name: 'بازپرداخت‌های معوق' }));
    expect(await screen.findByRole('heading', { name: 'بازپرداخت‌های معوق' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'بازپرداخت‌های معوق' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'پرداخت‌ها' })).not.toHaveAttribute('aria-current');
    expect(fake.to('GET /payment/all-by-admin').at(-1)?.params).toMatchObject({ state: 'refund_owed' });

    const row = (await screen.findByRole('cell', { name: '۱۰۰۰۴۲' })).closest('tr')!;
    expect(within(row).getByText(owed.customerId)).toBeInTheDocument();
    expect(within(row).getByText('۷۸۰٬۰۰۰ تومان')).toBeInTheDocument();
    expect(within(row).getByText('339846149705')).toBeInTheDocument();
    // Its order's number could not be read here: the short id stands in.
    expect(within(row).getByText(ORDER_ID.slice(0, 8))).toBeInTheDocument();
    expect(within(row).getByText(/۱ فروردین ۱۴۰۴/)).toBeInTheDocument();

    // «انصراف» first: nothing is recorded.
    const recordButton = within(row).getByRole('button', { name: 'ثبت بازپرداخت پرداخت 100042' });
    recordButton.focus();
    fireEvent.click(recordButton);
    const dialog = await screen.findByRole('alertdialog', { name: 'ثبت بازپرداخت' });
    expect(within(dialog).getByRole('button', { name: 'انصراف' })).toHaveFocus();
    expect(dialog).toHaveTextContent('مبلغ ۷۸۰٬۰۰۰ تومان پرداخت ۱۰۰۰۴۲');
    fireEvent.click(within(dialog).getByRole('button', { name: 'انصراف' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(recordButton).toHaveFocus();
    expect(fake.to(`POST /payment/refunded/${owed.id}`)).toHaveLength(0);

    fireEvent.click(recordButton);
    await act(async () => {
      fireEvent.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ثبت بازپرداخت' }),
      );
    });
    expect(await screen.findByText(/بازپرداخت معوقی نیست/)).toBeInTheDocument();
    expect(fake.to(`POST /payment/refunded/${owed.id}`)).toHaveLength(1);
    expect(useToastStore.getState().toasts.at(-1)).toMatchObject({
      kind: 'success',
      message: 'بازپرداخت پرداخت ۱۰۰۰۴۲ ثبت شد.',
    });
  });
});
