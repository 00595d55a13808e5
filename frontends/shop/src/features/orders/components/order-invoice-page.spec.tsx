import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi } from '@ela/web-kit/src/testing/fake-api';
import { renderShop } from '../../../../test/render-shop';
import { ORDER_ID, order, unpaidOrder, writeRuntimeConfig } from './order.fixtures';

const CONTACT = { phone: '021-91001234', email: 'support@ela.example', address: 'تهران، خیابان انقلاب' };
let forgetConfig: () => void;

beforeEach(() => {
  forgetConfig = writeRuntimeConfig(CONTACT);
});
afterEach(() => {
  forgetConfig();
  jest.restoreAllMocks();
});

const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent);

describe('the invoice of an order', () => {
  it('is linked from a paid order’s page', async () => {
    fakeApi({ [`GET /order/one/${ORDER_ID}`]: { status: 200, data: order() } });
    const router = renderShop(`/profile/orders/${ORDER_ID}`);
    fireEvent.click(await screen.findByRole('link', { name: 'فاکتور' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'فاکتور سفارش ۱۰۰۰۳۵' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/profile/orders/${ORDER_ID}/invoice`);
  });

  it('shows the shop, the number, the Jalali payment date, the buyer, each line in its unit and the totals in Toman, and prints', async () => {
    fakeApi({ [`GET /order/one/${ORDER_ID}`]: { status: 200, data: order() } });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderShop(`/profile/orders/${ORDER_ID}/invoice`);
    await screen.findByRole('heading', { level: 1, name: 'فاکتور سفارش ۱۰۰۰۳۵' });
    expect(screen.getByTestId('invoice-number')).toHaveTextContent('۱۰۰۰۳۵');
    // The day it was paid, not the evening before when it was placed.
    expect(screen.getByTestId('invoice-date')).toHaveTextContent('۱ فروردین ۱۴۰۵');
    expect(document.title).toBe('فاکتور سفارش ۱۰۰۰۳۵ | فروشگاه اِلا');

    const seller = screen.getByRole('region', { name: 'فروشنده' });
    expect(seller).toHaveTextContent('فروشگاه اِلا');
    expect(await within(seller).findByText(/تلفن/)).toHaveTextContent('تلفن: ۰۲۱-۹۱۰۰۱۲۳۴');
    expect(seller).toHaveTextContent('نشانی: تهران، خیابان انقلاب');
    expect(seller).toHaveTextContent('ایمیل: support@ela.example');

    const buyer = screen.getByRole('region', { name: 'خریدار' });
    expect(within(buyer).getByTestId('invoice-buyer')).toHaveTextContent('سارا محمدی');
    expect(buyer).toHaveTextContent('تلفن: ۰۹۱۲۱۲۳۴۵۶۷');
    expect(buyer).toHaveTextContent('نشانی: تهران، تهران، خیابان ولیعصر، پلاک ۱۲، واحد ۳');
    expect(buyer).toHaveTextContent('کد پستی: ۱۲۳۴۵۶۷۸۹۰');
    expect(buyer).toHaveTextContent('گیرنده: مریم محمدی، ۰۹۳۵۱۱۱۲۲۳۳');
    expect(buyer).toHaveTextContent('روش ارسال: پست');

    const table = screen.getByRole('table', { name: 'کالاها و مبلغ سفارش' });
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(cells(head)).toEqual(['ردیف', 'کالا', 'مقدار', 'قیمت واحد', 'مبلغ']);
    expect(rows.map(cells)).toEqual([
      ['۱', 'پارچه کتان قرمز', '۱٫۵ متر', '۲۲۰٬۵۰۰ تومانهر نیم‌متر', '۶۶۱٬۵۰۰ تومان'],
      ['۲', 'دکمه صدفی', '۲ عدد', '۵٬۰۰۰ تومانهر عدد', '۱۰٬۰۰۰ تومان'],
      ['جمع کالاها', '۶۷۱٬۵۰۰ تومان'],
      ['تخفیف (کد BAHAR10)', '۶۷٬۱۵۰ تومان'],
      ['هزینهٔ ارسال', '۴۵٬۰۰۰ تومان'],
      ['مبلغ کل', '۶۴۹٬۳۵۰ تومان'],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'چاپ' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'بازگشت به سفارش' })).toHaveAttribute(
      'href',
      `/profile/orders/${ORDER_ID}`,
    );
  });

  it('names the receiver as the buyer when the customer never gave a name', async () => {
    fakeApi({
      [`GET /order/one/${ORDER_ID}`]: {
        status: 200,
        data: order({ customer: { phone: '+989121234567', firstName: null, lastName: null } }),
      },
    });
    renderShop(`/profile/orders/${ORDER_ID}/invoice`);
    expect(await screen.findByTestId('invoice-buyer')).toHaveTextContent('مریم محمدی');
  });

  it('is not issued before payment: the page says so and leads back to the order', async () => {
    fakeApi({ [`GET /order/one/${ORDER_ID}`]: { status: 200, data: unpaidOrder() } });
    renderShop(`/profile/orders/${ORDER_ID}/invoice`);
    expect(await screen.findByTestId('no-invoice')).toHaveTextContent(
      'این سفارش هنوز پرداخت نشده است؛ فاکتور پس از پرداخت صادر می‌شود.',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'چاپ' })).toBeNull();
    expect(screen.getByRole('link', { name: 'بازگشت به سفارش' })).toHaveAttribute(
      'href',
      `/profile/orders/${ORDER_ID}`,
    );
  });

  it('is not issued for a cancelled order', async () => {
    fakeApi({ [`GET /order/one/${ORDER_ID}`]: { status: 200, data: order({ status: 'cancelled' }) } });
    renderShop(`/profile/orders/${ORDER_ID}/invoice`);
    expect(await screen.findByTestId('no-invoice')).toHaveTextContent(
      'این سفارش لغو شده است و فاکتوری ندارد.',
    );
  });

  it('is not offered, nor buying again, on the page of an order still to be paid', async () => {
    fakeApi({
      [`GET /order/one/${ORDER_ID}`]: { status: 200, data: unpaidOrder() },
      'GET /payment/gateways': { status: 200, data: [{ gateway: 'MockTest', title: 'پرداخت آزمایشی' }] },
    });
    renderShop(`/profile/orders/${ORDER_ID}`);
    await screen.findByRole('button', { name: 'پرداخت سفارش' });
    expect(screen.queryByRole('link', { name: 'فاکتور' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'خرید دوباره' })).toBeNull();
  });
});
