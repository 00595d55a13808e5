import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MOCK_TEST_PATHS } from '@ela/contracts';
import type { SimBank } from './bank';
import { bankPage } from './bank-page';

const startBody = z.object({
  amount: z.number().int().positive(),
  callbackUrl: z.string().url(),
  description: z.string().default(''),
});
const referenceBody = z.object({ reference: z.string() });
const verifyBody = referenceBody.extend({ amount: z.number().int() });

/** MockTest's own small JSON API: the simplest gateway, for development and tests only. */
export function mockTestRoutes(app: FastifyInstance, bank: SimBank): void {
  app.post(MOCK_TEST_PATHS.start, async (req, reply) => {
    const body = startBody.safeParse(req.body);
    if (!body.success) return reply.code(400).send({ error: 'bad request' });
    const session = await bank.answer('request', () => bank.open('mock', body.data));
    return { reference: session.reference };
  });

  app.post(MOCK_TEST_PATHS.verify, async (req, reply) => {
    const body = verifyBody.safeParse(req.body);
    if (!body.success) return reply.code(400).send({ error: 'bad request' });
    const outcome = await bank.answer('verify', () =>
      bank.verify(body.data.reference, 'mock', body.data.amount),
    );
    if (outcome.kind !== 'verified') return { result: outcome.kind };
    return { result: outcome.first ? 'verified' : 'verified-before', refId: outcome.session.refId };
  });

  app.post(MOCK_TEST_PATHS.inquiry, async (req, reply) => {
    const body = referenceBody.safeParse(req.body);
    if (!body.success) return reply.code(400).send({ error: 'bad request' });
    return bank.answer('inquiry', () => {
      const session = bank.find(body.data.reference, 'mock');
      if (!session) return { state: 'unknown' };
      session.counts.inquiry += 1;
      return { state: bank.expired(session) ? 'expired' : session.state, refId: session.refId };
    });
  });

  app.post(MOCK_TEST_PATHS.reverse, async (req, reply) => {
    const body = referenceBody.safeParse(req.body);
    if (!body.success) return reply.code(400).send({ error: 'bad request' });
    return { result: await bank.answer('reverse', () => bank.reverse(body.data.reference, 'mock')) };
  });

  app.get<{ Params: { reference: string } }>(`${MOCK_TEST_PATHS.pay}:reference`, async (req, reply) =>
    bankPage(reply, bank, bank.find(req.params.reference, 'mock'), 'پرداخت آزمایشی'),
  );
}
