import Fastify, { type FastifyInstance } from 'fastify';
import { SimBank } from './bank';
import { bankPageRoutes } from './bank-page';
import { controlRoutes } from './control.routes';
import { mockTestRoutes } from './mock-test.routes';
import { parsianSoap } from './parsian.soap';
import type { SimConfig } from './sim-config';
import { zarinpalRoutes } from './zarinpal.routes';

/** The simulator: Zarinpal's JSON API, Parsian's SOAP services, MockTest, the bank page and the test controls. */
export function buildSimulator(config: Pick<SimConfig, 'ZARINPAL_MERCHANT_ID' | 'PARSIAN_LOGIN_ACCOUNT'>): {
  app: FastifyInstance;
  bank: SimBank;
} {
  const bank = new SimBank();
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
  return { app, bank };
}
