import { DEV_SECRET_DEFAULTS, loadConfig } from '@ela/service-kit';
import { gatewaySettings, paymentsEnv } from './config';

const parse = (env: Record<string, string>) => paymentsEnv.parse({ ...DEV_SECRET_DEFAULTS, ...env });

describe('payments config', () => {
  it('offers a gateway only with its credentials, and MockTest only with the simulator outside production', () => {
    const dev = gatewaySettings(parse({ NODE_ENV: 'test', MOCK_TEST_URL: 'http://localhost:4400/' }));
    expect(dev.zarinpal?.callbackUrl).toBe('http://localhost:3000/payment/zarinpal/verify');
    expect(dev.parsian?.callbackUrl).toBe('http://localhost:4000/payment/parsian/callback');
    expect(dev.mockTest).toMatchObject({ apiUrl: 'http://localhost:4400', payUrl: 'http://localhost:4400' });
    const bare = gatewaySettings(
      paymentsEnv.parse({
        NODE_ENV: 'test',
        ACCESS_TOKEN_PUBLIC_KEYS: DEV_SECRET_DEFAULTS.ACCESS_TOKEN_PUBLIC_KEYS,
        CLIENT_STAMP_PUBLIC_KEYS: DEV_SECRET_DEFAULTS.CLIENT_STAMP_PUBLIC_KEYS,
      }),
    );
    expect([bare.zarinpal, bare.parsian, bare.mockTest]).toEqual([null, null, null]);
  });

  it('sends customers to the real gateways unless told otherwise', () => {
    const settings = gatewaySettings(parse({ NODE_ENV: 'test' }));
    expect(settings.zarinpal?.payUrl).toBe('https://payment.zarinpal.com');
    expect(settings.parsian?.apiUrl).toBe('https://pec.shaparak.ir');
  });

  it('refuses MockTest in production, and the committed gateway credentials there', () => {
    expect(() =>
      loadConfig(paymentsEnv, {
        NODE_ENV: 'production',
        ...DEV_SECRET_DEFAULTS,
        MOCK_TEST_URL: 'http://sim:4400',
      }),
    ).toThrow(/MOCK_TEST_URL/);
    expect(() => loadConfig(paymentsEnv, { NODE_ENV: 'production', ...DEV_SECRET_DEFAULTS })).toThrow(
      /ZARINPAL_MERCHANT_ID: this value is committed/,
    );
  });
});
