import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CaptchaPublicConfig } from '@ela/contracts';
import { CAPTCHA_MESSAGES, authSession, useToastStore } from '@ela/web-kit';
import { forgetCaptchaConfig } from '@ela/web-kit/src/captcha/captcha-config';
import { bodyOf, fakeApi, inTurn } from '@ela/web-kit/src/testing/fake-api';
import { renderLogin } from '../testing/render-login';

const ARCAPTCHA: CaptchaPublicConfig = {
  provider: 'arcaptcha',
  siteKey: 'site-1',
  scriptUrl: 'https://widget.arcaptcha.ir/1/api.js',
};
const SENT = { status: 200, data: { sent: true, expiresIn: 120, resendIn: 60 } };
const CAPTCHA_FAILED = {
  status: 400,
  data: { statusCode: 400, error: 'AUTH.CAPTCHA_FAILED', message: 'تأیید «من ربات نیستم» ناموفق بود' },
};

/**
 * ArCaptcha's browser API as its script defines it (render into an element with callbacks named on
 * window, reset by widget id), standing in for the third-party script jsdom does not run.
 */
function installArcaptcha() {
  const widgets: { box: HTMLInputElement; callback: string }[] = [];
  const page = window as unknown as Record<string, unknown>;
  page.arcaptcha = {
    render(element: HTMLElement, params: Record<string, string>) {
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.setAttribute('aria-label', 'من ربات نیستم');
      box.dataset.siteKey = params['site-key'];
      element.replaceChildren(box);
      widgets.push({ box, callback: params.callback });
      return widgets.length - 1;
    },
    reset(id: number) {
      widgets[id].box.checked = false;
    },
  };
  let solved = 0;
  return {
    /** Ticks the box on screen: the widget hands its callback a fresh token. */
    solve() {
      const box = screen.getByRole('checkbox', { name: 'من ربات نیستم' }) as HTMLInputElement;
      const widget = widgets.find((w) => w.box === box)!;
      act(() => {
        box.checked = true;
        (page[widget.callback] as (token: string) => void)(`token-${++solved}`);
      });
    },
    remove: () => delete page.arcaptcha,
  };
}

const askButton = () => screen.getByRole('button', { name: 'دریافت کد ورود' });

describe('the login pages with a captcha', () => {
  afterEach(() => {
    // Read once per page load: each test is a new page.
    forgetCaptchaConfig();
    authSession.clear();
    useToastStore.setState({ toasts: [] });
  });

  it('shows no widget and loads no script when the captcha is off', async () => {
    const api = fakeApi({
      'GET /auth/captcha': { status: 200, data: { provider: 'none' } },
      'POST /otp/send': SENT,
    });
    renderLogin('/login');
    await waitFor(() => expect(api.to('GET /auth/captcha')).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('شمارهٔ موبایل'), { target: { value: '09123456789' } });
    fireEvent.click(askButton());
    await screen.findByLabelText('کد ورود');
    expect(bodyOf(api.to('POST /otp/send')[0])).toEqual({ phone: '+989123456789' });
    expect(screen.queryByRole('group', { name: CAPTCHA_MESSAGES.label })).toBeNull();
    expect(document.querySelector('script[src]')).toBeNull();
  });

  it('asks for the challenge before a code is sent, sends its token, and asks again for the login', async () => {
    const widget = installArcaptcha();
    const api = fakeApi({
      'GET /auth/captcha': { status: 200, data: ARCAPTCHA },
      'POST /otp/send': SENT,
      'POST /auth/loginUser': inTurn(
        { status: 400, data: { statusCode: 400, message: 'کد درست نیست', details: { attemptsLeft: 4 } } },
        {
          status: 200,
          data: { access_token: 'a', user: { _id: 'u', phone: '+989123456789', role: 'user' } },
        },
      ),
    });
    renderLogin('/login');
    const box = await screen.findByRole('checkbox', { name: 'من ربات نیستم' });
    expect(box).toHaveAttribute('data-site-key', 'site-1');

    // Unsolved: said in Persian, nothing sent.
    fireEvent.change(screen.getByLabelText('شمارهٔ موبایل'), { target: { value: '09123456789' } });
    fireEvent.click(askButton());
    expect(screen.getByRole('alert')).toHaveTextContent(CAPTCHA_MESSAGES.unsolved);
    expect(api.to('POST /otp/send')).toEqual([]);

    widget.solve();
    fireEvent.click(askButton());
    await screen.findByLabelText('کد ورود');
    expect(bodyOf(api.to('POST /otp/send')[0])).toEqual({ phone: '+989123456789', captchaToken: 'token-1' });

    // The code step has a fresh challenge: the first token is spent.
    fireEvent.change(screen.getByLabelText('کد ورود'), { target: { value: '000000' } });
    expect(screen.getByRole('alert')).toHaveTextContent(CAPTCHA_MESSAGES.unsolved);
    expect(api.to('POST /auth/loginUser')).toEqual([]);
    widget.solve();
    fireEvent.click(screen.getByRole('button', { name: 'ورود' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('۴ بار دیگر');
    expect(bodyOf(api.to('POST /auth/loginUser')[0])).toMatchObject({
      code: '000000',
      captchaToken: 'token-2',
    });

    // A failed try spent the token: the box is cleared and must be ticked again.
    expect(screen.getByRole('checkbox', { name: 'من ربات نیستم' })).not.toBeChecked();
    fireEvent.change(screen.getByLabelText('کد ورود'), { target: { value: '123456' } });
    expect(screen.getByRole('alert')).toHaveTextContent(CAPTCHA_MESSAGES.unsolved);
    widget.solve();
    fireEvent.click(screen.getByRole('button', { name: 'ورود' }));
    await screen.findByText('landed');
    expect(bodyOf(api.to('POST /auth/loginUser')[1])).toMatchObject({
      code: '123456',
      captchaToken: 'token-3',
    });
    widget.remove();
  });

  it('resets the widget when the server refuses the token, with its Persian message', async () => {
    const widget = installArcaptcha();
    const api = fakeApi({
      'GET /auth/captcha': { status: 200, data: ARCAPTCHA },
      'POST /otp/sendAdminOtp': inTurn(CAPTCHA_FAILED, SENT),
    });
    renderLogin('/panel/login');
    await screen.findByRole('checkbox', { name: 'من ربات نیستم' });
    fireEvent.change(screen.getByLabelText('شمارهٔ موبایل'), { target: { value: '09123456789' } });
    widget.solve();
    await act(async () => fireEvent.click(askButton()));
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([
      'تأیید «من ربات نیستم» ناموفق بود',
    ]);
    expect(screen.getByRole('checkbox', { name: 'من ربات نیستم' })).not.toBeChecked();
    fireEvent.click(askButton());
    expect(screen.getByRole('alert')).toHaveTextContent(CAPTCHA_MESSAGES.unsolved);
    widget.solve();
    fireEvent.click(askButton());
    await screen.findByLabelText('کد ورود');
    expect(api.to('POST /otp/sendAdminOtp').map((r) => bodyOf(r))).toEqual([
      { phone: '+989123456789', captchaToken: 'token-1' },
      { phone: '+989123456789', captchaToken: 'token-2' },
    ]);
    widget.remove();
  });
});
