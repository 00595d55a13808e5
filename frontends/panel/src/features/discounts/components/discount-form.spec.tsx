import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Discount } from '@ela/contracts';
import { useToastStore } from '@ela/web-kit';
import { bodyOf, fakeApi } from '@ela/web-kit/src/testing/fake-api';
import { renderPanel } from '../../../testing/render-panel';

const DISCOUNT_ID = '5b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
const CUSTOMER_ID = '0d9c8b7a-6f5e-4d3c-8b2a-190817263544';

const discount: Discount = {
  id: DISCOUNT_ID,
  code: 'YALDA',
  title: 'تخفیف یلدا',
  kind: 'percent',
  value: 20,
  maxDiscount: 500_000,
  minBasket: 1_000_000,
  startsAt: '2025-03-20T20:30:00.000Z',
  endsAt: '2025-04-01T20:30:00.000Z',
  usageLimit: 100,
  perCustomerLimit: 1,
  used: 3,
  customerIds: null,
  createdAt: '2025-03-01T10:00:00Z',
  updatedAt: '2025-03-01T10:00:00Z',
};

const text = (name: RegExp) => screen.getByRole('textbox', { name });
const pick = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillDay(legend: string, day: string, month: string, year: string) {
  pick(`روز ${legend}`, day);
  pick(`ماه ${legend}`, month);
  pick(`سال ${legend}`, year);
}

describe('discount form', () => {
  afterEach(() => useToastStore.setState({ toasts: [] }));

  it('sends a gift in Rials with Tehran midnights, and shows the server’s field problems under their inputs', async () => {
    const fake = fakeApi({
      [`GET /Users/search-users/${encodeURIComponent('0912')}`]: {
        status: 200,
        data: [
          { _id: CUSTOMER_ID, phone: '+989121234567', role: 'user', firstName: 'سارا', lastName: 'احمدی' },
        ],
      },
      'POST /discount': {
        status: 400,
        data: {
          statusCode: 400,
          message: 'ورودی نامعتبر است',
          details: [{ field: 'body.code', message: 'این کد تخفیف پیش‌تر ثبت شده است' }],
        },
      },
    });
    renderPanel('/panel/discount/define');
    fireEvent.change(await screen.findByRole('textbox', { name: /^کد تخفیف/ }), {
      target: { value: 'nowruz-04' },
    });
    fireEvent.change(text(/^عنوان/), { target: { value: 'تخفیف نوروز' } });
    fireEvent.change(text(/^درصد تخفیف/), { target: { value: '۱۵' } });
    fireEvent.change(text(/^سقف تخفیف/), { target: { value: '۵۰۰۰۰' } });
    fillDay('روز شروع', '1', '1', '1404');
    fillDay('آخرین روز', '13', '1', '1404');
    fireEvent.click(screen.getByLabelText('مشتری‌های انتخاب‌شده (هدیه)'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'جست‌وجوی مشتری با شماره یا نام' }), {
      target: { value: '0912' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'جست‌وجو' }));
    const found = await screen.findByRole('list', { name: 'مشتری‌های پیداشده' });
    fireEvent.click(within(found).getByRole('button', { name: 'افزودن' }));
    fireEvent.click(screen.getByRole('button', { name: 'ثبت کد تخفیف' }));

    expect(await screen.findByText('این کد تخفیف پیش‌تر ثبت شده است')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^کد تخفیف/ })).toHaveAttribute('aria-invalid', 'true');
    expect(bodyOf(fake.to('POST /discount')[0])).toEqual({
      code: 'NOWRUZ-04',
      title: 'تخفیف نوروز',
      kind: 'percent',
      value: 15,
      maxDiscount: 500_000,
      minBasket: 0,
      startsAt: '2025-03-21T00:00:00+03:30',
      endsAt: '2025-04-03T00:00:00+03:30',
      usageLimit: null,
      perCustomerLimit: 1,
      customerIds: [CUSTOMER_ID],
    });
  });

  it('refuses an end before the start and a gift for nobody, before sending', async () => {
    const fake = fakeApi({});
    renderPanel('/panel/discount/define');
    fireEvent.change(await screen.findByRole('textbox', { name: /^کد تخفیف/ }), { target: { value: 'ABC' } });
    fireEvent.change(text(/^عنوان/), { target: { value: 'آزمایش' } });
    fireEvent.change(text(/^درصد تخفیف/), { target: { value: '150' } });
    fillDay('روز شروع', '10', '2', '1404');
    fillDay('آخرین روز', '1', '2', '1404');
    fireEvent.click(screen.getByLabelText('مشتری‌های انتخاب‌شده (هدیه)'));
    fireEvent.click(screen.getByRole('button', { name: 'ثبت کد تخفیف' }));
    expect(await screen.findByText('روز پایان نباید پیش از روز شروع باشد')).toBeInTheDocument();
    expect(screen.getByText('درصد تخفیف باید عددی صحیح بین ۱ و ۱۰۰ باشد')).toBeInTheDocument();
    expect(screen.getByText('دست‌کم یک مشتری را انتخاب کنید')).toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);
  });

  it('loads a code in Jalali days and sends only what changed', async () => {
    const fake = fakeApi({
      [`GET /discount/${DISCOUNT_ID}`]: { status: 200, data: discount },
      [`PATCH /discount/${DISCOUNT_ID}`]: { status: 200, data: { ...discount, usageLimit: 50 } },
      'GET /discount/all': { status: 200, data: { items: [], total: 0, page: 1, limit: 20 } },
    });
    const router = renderPanel(`/panel/discount/${DISCOUNT_ID}`);
    expect(await screen.findByRole('textbox', { name: /^کد تخفیف/ })).toHaveValue('YALDA');
    expect(screen.getByLabelText('روز روز شروع')).toHaveValue('1');
    expect(screen.getByLabelText('ماه آخرین روز')).toHaveValue('1');
    expect(screen.getByLabelText('روز آخرین روز')).toHaveValue('12');
    expect(text(/^سقف تخفیف/)).toHaveValue('50000');
    fireEvent.change(text(/^تعداد کل استفاده/), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیرهٔ تغییرات' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/discount'));
    expect(bodyOf(fake.to(`PATCH /discount/${DISCOUNT_ID}`)[0])).toEqual({ usageLimit: 50 });
  });
});
