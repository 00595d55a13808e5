import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { Address, User } from '@ela/contracts';
import { authSession, http, useToastStore } from '@ela/web-kit';
import { AccountPage } from './account-page';

const user: User = {
  _id: '7b0e4c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b',
  phone: '+989121234567',
  role: 'user',
  firstName: 'سارا',
  lastName: 'محمدی',
  email: null,
  birthDate: null,
  nationalCode: null,
  createdAt: '2025-03-21T10:00:00.000Z',
};

const home: Address = {
  id: '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  title: 'خانه',
  receiverName: 'سارا محمدی',
  receiverPhone: '+989121234567',
  provinceId: 8,
  provinceName: 'تهران',
  cityId: 301,
  cityName: 'تهران',
  street: 'خیابان ولیعصر، کوچهٔ بهار',
  plaque: '12',
  unit: null,
  postalCode: '1234567890',
  createdAt: '2025-03-21T10:00:00.000Z',
  updatedAt: '2025-03-21T10:00:00.000Z',
};

type Handler = (config: InternalAxiosRequestConfig, body: unknown) => { status: number; data: unknown };

/** A fake API: routes by method and path; records every request with its parsed body. */
function api(handlers: Record<string, Handler>) {
  const requests: { call: string; body: unknown }[] = [];
  http.defaults.adapter = (async (config: InternalAxiosRequestConfig) => {
    const call = `${config.method?.toUpperCase()} ${config.url}`;
    const body = config.data ? JSON.parse(config.data as string) : undefined;
    requests.push({ call, body });
    const handler = handlers[call];
    const reply = handler ? handler(config, body) : { status: 404, data: { statusCode: 404, message: call } };
    const response = { ...reply, statusText: '', headers: {}, config };
    if (reply.status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  }) as AxiosAdapter;
  return requests;
}

const regions: Record<string, Handler> = {
  'GET /address/provinces': () => ({
    status: 200,
    data: [
      { id: 8, name: 'تهران' },
      { id: 4, name: 'اصفهان' },
    ],
  }),
  'GET /address/cities/4': () => ({ status: 200, data: [{ id: 120, provinceId: 4, name: 'کاشان' }] }),
  'GET /address/cities/8': () => ({ status: 200, data: [{ id: 301, provinceId: 8, name: 'تهران' }] }),
};

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('account page', () => {
  beforeEach(() => authSession.start({ access_token: 'a', user }, 'user'));
  afterEach(() => {
    authSession.clear();
    useToastStore.setState({ toasts: [] });
  });

  it('adds the first address with the province and city pickers', async () => {
    const requests = api({
      ...regions,
      'GET /Users/currentUserData': () => ({ status: 200, data: user }),
      'GET /address/all': () => ({ status: 200, data: [] }),
      'POST /address': (_, body) => ({
        status: 201,
        data: { ...home, ...(body as object), provinceName: 'اصفهان', cityName: 'کاشان' },
      }),
    });
    render(<AccountPage />);
    expect(await screen.findByText(/هنوز آدرسی ثبت نکرده‌اید/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'افزودن آدرس' }));
    // The customer is the receiver until someone else is named.
    expect(screen.getByLabelText('نام گیرنده')).toHaveValue('سارا محمدی');
    expect(screen.getByLabelText('موبایل گیرنده')).toHaveValue('09121234567');
    expect(screen.getByLabelText('شهر')).toBeDisabled();
    await screen.findByRole('option', { name: 'اصفهان' });
    fireEvent.change(screen.getByLabelText('استان'), { target: { value: '4' } });
    await screen.findByRole('option', { name: 'کاشان' });
    fireEvent.change(screen.getByLabelText('شهر'), { target: { value: '120' } });
    type('نام آدرس', 'محل کار');
    type('نشانی', 'خیابان امیرکبیر، کوچهٔ گل');
    type('کد پستی', '۸۷۱۵۹-۸۳۶۴۱');
    fireEvent.click(screen.getByRole('button', { name: 'افزودن آدرس' }));

    const card = await screen.findByTestId('address-card');
    expect(card).toHaveTextContent('اصفهان، کاشان، خیابان امیرکبیر، کوچهٔ گل');
    expect(card).toHaveTextContent('کد پستی: ۸۷۱۵۹۸۳۶۴۱');
    expect(requests.find((request) => request.call === 'POST /address')?.body).toEqual({
      title: 'محل کار',
      receiverName: 'سارا محمدی',
      receiverPhone: '+989121234567',
      provinceId: 4,
      cityId: 120,
      street: 'خیابان امیرکبیر، کوچهٔ گل',
      plaque: null,
      unit: null,
      postalCode: '8715983641',
    });
  });

  it('checks the postal code and mobile before sending, and shows the server’s field errors', async () => {
    const requests = api({
      ...regions,
      'GET /Users/currentUserData': () => ({ status: 200, data: user }),
      'GET /address/all': () => ({ status: 200, data: [home] }),
      'PATCH /address/one/0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a': () => ({
        status: 400,
        data: {
          statusCode: 400,
          message: 'اطلاعات ارسال‌شده معتبر نیست',
          details: [{ field: 'body.street', message: 'نشانی پذیرفته نشد' }],
        },
      }),
    });
    render(<AccountPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'ویرایش' }));
    // Editing starts with the address's own province and city chosen.
    await within(screen.getByLabelText('شهر')).findByRole('option', { name: 'تهران' });
    expect(screen.getByLabelText('شهر')).toHaveValue('301');
    type('کد پستی', '12345');
    type('موبایل گیرنده', '0212345678');
    fireEvent.click(screen.getByRole('button', { name: 'ذخیرهٔ آدرس' }));
    expect(screen.getByLabelText('کد پستی')).toHaveAccessibleDescription('کد پستی باید ۱۰ رقم باشد');
    expect(screen.getByLabelText('موبایل گیرنده')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((request) => request.call.startsWith('PATCH'))).toBe(false);

    type('کد پستی', '1234567890');
    type('موبایل گیرنده', '09121234567');
    fireEvent.click(screen.getByRole('button', { name: 'ذخیرهٔ آدرس' }));
    await waitFor(() =>
      expect(screen.getByLabelText('نشانی')).toHaveAccessibleDescription('نشانی پذیرفته نشد'),
    );
  });

  it('deletes an address only after asking', async () => {
    const requests = api({
      ...regions,
      'GET /Users/currentUserData': () => ({ status: 200, data: user }),
      'GET /address/all': () => ({ status: 200, data: [home] }),
      'DELETE /address/one/0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a': () => ({
        status: 200,
        data: { deleted: true },
      }),
    });
    render(<AccountPage />);
    const card = await screen.findByTestId('address-card');
    expect(card).toHaveTextContent('۰۹۱۲۱۲۳۴۵۶۷');
    fireEvent.click(within(card).getByRole('button', { name: 'حذف' }));
    fireEvent.click(within(card).getByRole('button', { name: 'انصراف' }));
    expect(requests.some((request) => request.call.startsWith('DELETE'))).toBe(false);
    fireEvent.click(within(card).getByRole('button', { name: 'حذف' }));
    fireEvent.click(within(card).getByRole('button', { name: 'بله، حذف شود' }));
    expect(await screen.findByText(/هنوز آدرسی ثبت نکرده‌اید/)).toBeInTheDocument();
  });

  it('saves the name and a Jalali birth date, sending only what changed', async () => {
    const requests = api({
      ...regions,
      'GET /Users/currentUserData': () => ({ status: 200, data: user }),
      'GET /address/all': () => ({ status: 200, data: [] }),
      'PATCH /Users': (_, body) => ({ status: 200, data: { ...user, ...(body as object) } }),
    });
    render(<AccountPage />);
    await screen.findByLabelText('نام');
    type('نام', 'مریم');
    fireEvent.change(screen.getByLabelText('روز تولد'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('ماه تولد'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('سال تولد'), { target: { value: '1369' } });
    type('کد ملی', '۰۰۸۴۵۷۵۹۴۹');
    fireEvent.click(screen.getByRole('button', { name: 'ذخیرهٔ تغییرات' }));
    expect(screen.getByLabelText('کد ملی')).toHaveAccessibleDescription('کد ملی درست نیست');
    expect(requests.some((request) => request.call === 'PATCH /Users')).toBe(false);

    type('کد ملی', '0084575948');
    fireEvent.click(screen.getByRole('button', { name: 'ذخیرهٔ تغییرات' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(
        'اطلاعات حساب ذخیره شد.',
      ),
    );
    expect(requests.find((request) => request.call === 'PATCH /Users')?.body).toEqual({
      firstName: 'مریم',
      birthDate: '1990-03-21',
      nationalCode: '0084575948',
    });
  });

  it('offers a retry when the profile cannot be read', async () => {
    api({
      ...regions,
      'GET /Users/currentUserData': () => ({ status: 500, data: { statusCode: 500, message: 'خطا' } }),
      'GET /address/all': () => ({ status: 200, data: [] }),
    });
    render(<AccountPage />);
    expect(await screen.findByText('اطلاعات حساب دریافت نشد.')).toBeInTheDocument();
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});
