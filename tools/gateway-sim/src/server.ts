import Fastify, { type FastifyInstance } from 'fastify';
import { DEV_CAPTCHA_KEYS } from '@ela/service-kit/dev-keys';
import { SimBank } from './bank';
import { bankPageRoutes } from './bank-page';
import { captchaRoutes } from './captcha/captcha.routes';
import { SimCaptcha } from './captcha/sim-captcha';
import { controlRoutes } from './control.routes';
import { mockTestRoutes } from './mock-test.routes';
import { parsianSoap } from './parsian.soap';
import type { SimConfig } from './sim-config';
import { zarinpalRoutes } from './zarinpal.routes';

/**
 * The simulator: Zarinpal's JSON API, Parsian's SOAP services, MockTest, the bank page, stand-ins
 * for the ArCaptcha and reCAPTCHA widgets and verify APIs, and the test controls.
 */
export function buildSimulator(
  config: Pick<SimConfig, 'ZARINPAL_MERCHANT_ID' | 'PARSIAN_LOGIN_ACCOUNT'> &
    Partial<Pick<SimConfig, 'CAPTCHA_SITE_KEY' | 'CAPTCHA_SECRET'>>,
): {
  app: FastifyInstance;
  bank: SimBank;
  captcha: SimCaptcha;
} {
  const bank = new SimBank();
  const captcha = new SimCaptcha({
    siteKey: config.CAPTCHA_SITE_KEY ?? DEV_CAPTCHA_KEYS.CAPTCHA_SITE_KEY,
    secret: config.CAPTCHA_SECRET ?? DEV_CAPTCHA_KEYS.CAPTCHA_SECRET,
  });
  const app = Fastify({ logger: false });
  // The bank page's buttons post plain forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.get('/healthz', async () => ({ status: 'ok' }));
  zarinpalRoutes(app, bank, config.ZARINPAL_MERCHANT_ID);
  parsianSoap(app, app.server, bank, config.PARSIAN_LOGIN_ACCOUNT);
  mockTestRoutes(app, bank);
  bankPageRoutes(app, bank);
  controlRoutes(app, bank);
  captchaRoutes(app, captcha);
  return { app, bank, captcha };
}
