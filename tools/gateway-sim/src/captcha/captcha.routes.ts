import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CAPTCHA_ENDPOINTS } from '@ela/contracts';
import type { SimCaptcha } from './sim-captcha';
import { widgetScript, type WidgetProvider } from './widget-script';

/** The simulator answers on the providers' own paths, so only the origin differs from theirs. */
const pathOf = (url: string) => new URL(url).pathname;

const arcaptchaVerify = z.object({
  site_key: z.string(),
  secret_key: z.string(),
  challenge_id: z.string(),
});
const recaptchaVerify = z.object({
  secret: z.string(),
  response: z.string(),
  remoteip: z.string().optional(),
});

/**
 * Stand-ins for ArCaptcha and reCAPTCHA v2: each one's widget script and verify API, speaking its
 * protocol (ArCaptcha JSON, reCAPTCHA a form), and `GET /__sim/captcha` with how many checks
 * passed and how many were refused.
 */
export function captchaRoutes(app: FastifyInstance, captcha: SimCaptcha): void {
  for (const provider of ['arcaptcha', 'recaptcha'] as WidgetProvider[]) {
    const script = widgetScript(provider);
    app.get(pathOf(CAPTCHA_ENDPOINTS[provider].script), async (_req, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(script),
    );
  }

  app.post(pathOf(CAPTCHA_ENDPOINTS.arcaptcha.verify), async (req, reply) => {
    const body = arcaptchaVerify.safeParse(req.body);
    if (!body.success) return reply.code(400).send({ success: false, error_codes: ['bad-request'] });
    const { challenge_id, secret_key, site_key } = body.data;
    return { success: captcha.verify(challenge_id, secret_key, site_key) };
  });

  app.post(pathOf(CAPTCHA_ENDPOINTS.recaptcha.verify), async (req) => {
    const body = recaptchaVerify.safeParse(req.body);
    if (!body.success) return { success: false, 'error-codes': ['missing-input-response'] };
    const success = captcha.verify(body.data.response, body.data.secret);
    return success ? { success } : { success, 'error-codes': ['invalid-input-response'] };
  });

  app.get('/__sim/captcha', async () => captcha.counts);
}
