import { DEV_SECRET_DEFAULTS } from '@ela/service-kit';
import { ordersEnv, paymentWindowMs } from './config';

const parse = (env: Record<string, string>) =>
  // The dev keys only fill in the verifier's settings, which these rules do not read.
  ordersEnv.parse({ ...DEV_SECRET_DEFAULTS, ...env });

describe('orders config', () => {
  it('gives twenty minutes to pay unless told otherwise, in seconds for tests', () => {
    expect(paymentWindowMs(parse({}))).toBe(20 * 60_000);
    expect(paymentWindowMs(parse({ PAYMENT_WINDOW_MINUTES: '5' }))).toBe(5 * 60_000);
    expect(paymentWindowMs(parse({ PAYMENT_WINDOW_MINUTES: '5', PAYMENT_WINDOW_SECONDS: '2' }))).toBe(2000);
  });
});
