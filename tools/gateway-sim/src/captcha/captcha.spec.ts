import { CAPTCHA_ENDPOINTS } from '@ela/contracts';
import { DEV_CAPTCHA_KEYS } from '@ela/service-kit';
import { buildSimulator } from '../server';

const { CAPTCHA_SITE_KEY: siteKey, CAPTCHA_SECRET: secret } = DEV_CAPTCHA_KEYS;
const pathOf = (url: string) => new URL(url).pathname;
/** A token as the stand-in widget makes one when the box is ticked. */
const solved = (key: string = siteKey) => `sim.${key}.${'0123456789abcdef'.repeat(2)}`;

/** The simulator on a free port, and a way to ask it as the auth service and browsers do. */
async function simulator() {
  const { app } = buildSimulator({ ZARINPAL_MERCHANT_ID: 'm', PARSIAN_LOGIN_ACCOUNT: 'p' });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const ask = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${base}${path}`, init);
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  };
  const json = (path: string, body: object) =>
    ask(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const form = (path: string, body: Record<string, string>) =>
    ask(path, { method: 'POST', body: new URLSearchParams(body) });
  return { app, ask, json, form };
}

describe('the stand-in captcha providers', () => {
  it('serve each widget script on the provider’s own path', async () => {
    const { app, ask } = await simulator();
    for (const provider of ['arcaptcha', 'recaptcha'] as const) {
      const res = await ask(pathOf(CAPTCHA_ENDPOINTS[provider].script));
      expect(res.status).toBe(200);
      expect(res.type).toMatch(/^text\/javascript/);
      expect(res.text).toContain(provider === 'arcaptcha' ? 'window.arcaptcha' : 'window.grecaptcha');
    }
    await app.close();
  });

  it('verify an ArCaptcha token once, with the site key and secret, in JSON', async () => {
    const { app, ask, json } = await simulator();
    const verify = async (body: object) => {
      const res = await json(pathOf(CAPTCHA_ENDPOINTS.arcaptcha.verify), body);
      return { status: res.status, json: () => JSON.parse(res.text) as unknown };
    };
    const token = solved();
    expect((await verify({ site_key: siteKey, secret_key: 'wrong', challenge_id: token })).json()).toEqual({
      success: false,
    });
    expect((await verify({ site_key: siteKey, secret_key: secret, challenge_id: token })).json()).toEqual({
      success: true,
    });
    // A token is good once, as with the real service.
    expect((await verify({ site_key: siteKey, secret_key: secret, challenge_id: token })).json()).toEqual({
      success: false,
    });
    expect((await verify({ site_key: siteKey, secret_key: secret, challenge_id: 'made-up' })).json()).toEqual(
      {
        success: false,
      },
    );
    expect((await verify({ site_key: siteKey })).status).toBe(400);
    expect(JSON.parse((await ask('/__sim/captcha')).text)).toEqual({
      passed: 1,
      refused: 3,
    });
    await app.close();
  });

  it('verify a reCAPTCHA token once, by the secret, from a form', async () => {
    const { app, form } = await simulator();
    const verify = async (body: Record<string, string>) => {
      const res = await form(pathOf(CAPTCHA_ENDPOINTS.recaptcha.verify), body);
      return { json: () => JSON.parse(res.text) as unknown };
    };
    const token = solved();
    expect((await verify({ secret, response: token, remoteip: '127.0.0.1' })).json()).toEqual({
      success: true,
    });
    expect((await verify({ secret, response: token })).json()).toMatchObject({ success: false });
    expect((await verify({ secret: 'wrong', response: solved('other-site') })).json()).toMatchObject({
      success: false,
    });
    expect((await verify({ secret })).json()).toEqual({
      success: false,
      'error-codes': ['missing-input-response'],
    });
    await app.close();
  });
});
