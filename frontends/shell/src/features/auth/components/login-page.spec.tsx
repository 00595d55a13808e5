import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { SessionAnswer } from '@ela/contracts';
import { authSession, http, useAuthStore, useToastStore } from '@ela/web-kit';
import { renderLogin } from '../testing/render-login';
import { PHONE_INVALID } from './phone-step';

type Reply = { status: number; data: unknown };
const SENT: Reply = { status: 200, data: { sent: true, expiresIn: 120, resendIn: 60 } };
const user = (role: 'user' | 'admin') => ({
  _id: '7b0e4c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b',
  phone: '+989123456789',
  role,
  firstName: null,
  lastName: null,
  email: null,
  birthDate: null,
  nationalCode: null,
  createdAt: '2025-03-21T10:00:00.000Z',
});
const loggedIn = (role: 'user' | 'admin'): Reply => ({
  status: 200,
  data: {
    access_token: `${role}-access`,
    user: user(role),
  } satisfies SessionAnswer,
});

/**
 * Answers each request with the next reply and records what was sent; the login page's read of
 * the captcha setting is answered apart: off, as `npm start` runs by default.
 */
function api(...replies: Reply[]) {
  const requests: { url?: string; body: unknown }[] = [];
  http.defaults.adapter = (async (config: InternalAxiosRequestConfig) => {
    if (config.method === 'get' && config.url === '/auth/captcha')
      return { status: 200, data: { provider: 'none' }, statusText: '', headers: {}, config };
    const reply = replies[Math.min(requests.length, replies.length - 1)];
    requests.push({ url: config.url, body: JSON.parse(config.data as string) });
    const response = { ...reply, statusText: '', headers: {}, config };
    if (reply.status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  }) as AxiosAdapter;
  return requests;
}

const phoneInput = () => screen.getByLabelText('شمارهٔ موبایل');
const codeInput = () => screen.getByLabelText('کد ورود');

async function askForCode(typed = '۰۹۱۲ ۳۴٥ ٦٧۸۹') {
  fireEvent.change(phoneInput(), { target: { value: typed } });
  fireEvent.click(screen.getByRole('button', { name: 'دریافت کد ورود' }));
  await screen.findByLabelText('کد ورود');
}

describe('LoginPage', () => {
  // The page reads the captcha setting as it opens, before a test names its replies.
  beforeEach(() => api({ status: 500, data: 'no reply was expected' }));
  afterEach(() => {
    authSession.clear();
    useToastStore.setState({ toasts: [] });
    jest.useRealTimers();
  });

  it('accepts a mobile number typed in Persian or Arabic-Indic digits, or with +98', () => {
    renderLogin('/login');
    fireEvent.change(phoneInput(), { target: { value: '۰۹۱۲ ۳۴٥ ٦٧۸۹' } });
    expect(phoneInput()).toHaveValue('09123456789');
    fireEvent.change(phoneInput(), { target: { value: '+۹۸ ۹۱۲-۳۴۵+۶۷۸۹' } });
    expect(phoneInput()).toHaveValue('+989123456789');
  });

  it('says clearly when the number is not a mobile number, without asking the server', () => {
    const requests = api(SENT);
    renderLogin('/login');
    fireEvent.change(phoneInput(), { target: { value: '02112345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'دریافت کد ورود' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PHONE_INVALID);
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);
  });

  it('logs a customer in with the texted code and returns to the wanted page', async () => {
    const requests = api(SENT, loggedIn('user'));
    const router = renderLogin('/login?redirect=%2Fbasket');
    await askForCode();
    expect(screen.getByText(/پیامک شد/)).toHaveTextContent('۰۹۱۲۳۴۵۶۷۸۹');
    expect(codeInput()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeInput()).toHaveAttribute('inputmode', 'numeric');
    // Six digits, in Persian: sent as soon as they are all there.
    fireEvent.change(codeInput(), { target: { value: '۱۲۳۴۵۶' } });
    expect(await screen.findByText('landed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/basket');
    expect(requests).toEqual([
      { url: '/otp/send', body: { phone: '+989123456789' } },
      { url: '/auth/loginUser', body: { phone: '+989123456789', code: '123456' } },
    ]);
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'user-access', isAdmin: false });
  });

  it('uses the admin endpoints on /panel/login and lands on the panel', async () => {
    const requests = api(SENT, loggedIn('admin'));
    const router = renderLogin('/panel/login');
    expect(screen.getByRole('heading', { name: 'ورود مدیر' })).toBeInTheDocument();
    await askForCode('09123456789');
    fireEvent.change(codeInput(), { target: { value: '654321' } });
    await screen.findByText('landed');
    expect(router.state.location.pathname).toBe('/panel');
    expect(requests.map((request) => request.url)).toEqual(['/otp/sendAdminOtp', '/auth/loginAdmin']);
    expect(useAuthStore.getState().isAdmin).toBe(true);
  });

  it('shows how many tries are left after a wrong code, and lets the number be changed', async () => {
    const requests = api(SENT, {
      status: 400,
      data: { statusCode: 400, message: 'کد وارد شده درست نیست', details: { attemptsLeft: 4 } },
    });
    renderLogin('/login');
    await askForCode();
    fireEvent.change(codeInput(), { target: { value: '000000' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('۴ بار دیگر');
    // One message, in place: no toast says it again over the heading.
    expect(useToastStore.getState().toasts).toEqual([]);
    // «ورود» with the same wrong code spends no attempt: nothing is sent, and it says why.
    fireEvent.click(screen.getByRole('button', { name: 'ورود' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('این کد امتحان شد و درست نبود؛ ۴ بار دیگر');
    expect(requests).toHaveLength(2);
    // The wrong code is selected, so the right one typed or pasted over it goes at once.
    fireEvent.change(codeInput(), { target: { value: '123456' } });
    await waitFor(() => expect(requests.map((request) => request.url)).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'تغییر شماره' }));
    expect(phoneInput()).toHaveValue('09123456789');
  });

  it('counts down from resendIn and offers a new code at zero', async () => {
    jest.useFakeTimers();
    const requests = api(SENT);
    renderLogin('/login');
    await askForCode();
    const resend = screen.getByRole('button', { name: /ارسال دوباره/ });
    expect(resend).toHaveTextContent('ارسال دوباره تا ۱:۰۰');
    expect(resend).toBeDisabled();
    act(() => jest.advanceTimersByTime(59_000));
    expect(resend).toHaveTextContent('ارسال دوباره تا ۰:۰۱');
    act(() => jest.advanceTimersByTime(1_000));
    expect(resend).toHaveTextContent('ارسال دوباره کد');
    expect(resend).toBeEnabled();
    await act(async () => fireEvent.click(resend));
    expect(requests).toHaveLength(2);
    expect(resend).toHaveTextContent('ارسال دوباره تا ۱:۰۰');
  });

  it('waits out a 429 before the number may ask again', async () => {
    jest.useFakeTimers();
    api({
      status: 429,
      data: { statusCode: 429, message: 'درخواست‌ها بیش از حد مجاز است', details: { retryAfter: 42 } },
    });
    renderLogin('/login');
    fireEvent.change(phoneInput(), { target: { value: '09123456789' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'دریافت کد ورود' })));
    const submit = screen.getByRole('button', { name: /دریافت کد/ });
    expect(submit).toHaveTextContent('دریافت کد تا ۰:۴۲ دیگر');
    expect(submit).toBeDisabled();
    act(() => jest.advanceTimersByTime(42_000));
    expect(submit).toBeEnabled();
  });

  it('sends someone already logged in straight on', async () => {
    authSession.start(loggedIn('user').data as SessionAnswer, 'user');
    const router = renderLogin('/login?redirect=%2Fprofile%2Forders');
    await screen.findByText('landed');
    expect(router.state.location.pathname).toBe('/profile/orders');
  });
});
