import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ZARINPAL_CODES as CODES, ZARINPAL_PATHS as PATHS, type ZarinpalInquiryStatus } from '@ela/contracts';
import type { SimBank, Session } from './bank';
import { bankPage } from './bank-page';

const merchant = { merchant_id: z.string() };
const authority = { authority: z.string() };
const requestBody = z.object({
  ...merchant,
  amount: z.number().int(),
  callback_url: z.string().url(),
  description: z.string().min(1),
  currency: z.enum(['IRR', 'IRT']).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
const verifyBody = z.object({ ...merchant, ...authority, amount: z.number().int() });
const authorityBody = z.object({ ...merchant, ...authority });

const MESSAGES: Record<number, string> = {
  [CODES.validation]: 'Validation error',
  [CODES.badMerchant]: 'Terminal is not valid, please check merchant_id or ip address.',
  [CODES.amountMismatch]: 'Session is not valid, amounts values is not the same.',
  [CODES.notPaid]: 'Session is not valid, session is not active paid try.',
  [CODES.badAuthority]: 'Invalid authority.',
  [CODES.reverseNotSuccessful]: 'Session is not in success status.',
  [CODES.notReversible]: 'Session can not be reversed with bank.',
  [CODES.reverseWindowOver]: 'Maximum time for reverse this session is expired.',
};

/** Zarinpal's failure shape: `data` empty, the code in `errors`. */
function refuse(reply: FastifyReply, code: number, validations: unknown[] = []) {
  return reply
    .code(code === CODES.validation ? 422 : 200)
    .send({ data: [], errors: { code, message: MESSAGES[code] ?? 'Error', validations } });
}

const ok = (data: Record<string, unknown>) => ({
  data: { code: CODES.ok, message: 'Success', ...data },
  errors: [],
});

function inquiryStatus(bank: SimBank, s: Session): ZarinpalInquiryStatus {
  if (s.state === 'verified') return 'VERIFIED';
  if (s.state === 'paid') return 'PAID';
  if (s.state === 'reversed') return 'REVERSED';
  return s.state === 'created' && !bank.expired(s) ? 'IN_BANK' : 'FAILED';
}

/** Zarinpal REST v4 as the shop's adapter calls it, and its StartPay page. */
export function zarinpalRoutes(app: FastifyInstance, bank: SimBank, merchantId: string): void {
  /** Parses the body and checks the merchant; answers the refusal itself when either fails. */
  const read = <S extends z.ZodType>(schema: S, body: unknown, reply: FastifyReply): z.infer<S> | null => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      void refuse(
        reply,
        CODES.validation,
        parsed.error.issues.map((i) => ({ [i.path.join('.')]: i.message })),
      );
      return null;
    }
    if ((parsed.data as { merchant_id: string }).merchant_id !== merchantId) {
      void refuse(reply, CODES.badMerchant);
      return null;
    }
    return parsed.data;
  };

  app.post(PATHS.request, async (req, reply) => {
    const body = read(requestBody, req.body, reply);
    if (!body) return reply;
    if (body.amount < 1000 || body.currency === 'IRT') return refuse(reply, CODES.validation);
    const session = await bank.answer('request', () =>
      bank.open('zarinpal', {
        amount: body.amount,
        callbackUrl: body.callback_url,
        description: body.description,
      }),
    );
    return ok({ authority: session.reference, fee_type: 'Merchant', fee: 0 });
  });

  app.post(PATHS.verify, async (req, reply) => {
    const body = read(verifyBody, req.body, reply);
    if (!body) return reply;
    const outcome = await bank.answer('verify', () => bank.verify(body.authority, 'zarinpal', body.amount));
    if (outcome.kind === 'unknown') return refuse(reply, CODES.badAuthority);
    if (outcome.kind === 'amount-mismatch') return refuse(reply, CODES.amountMismatch);
    if (outcome.kind !== 'verified') return refuse(reply, CODES.notPaid);
    const s = outcome.session;
    return {
      data: {
        code: outcome.first ? CODES.ok : CODES.verifiedBefore,
        message: outcome.first ? 'Paid' : 'Verified',
        card_hash: s.cardHash,
        card_pan: s.cardPan,
        ref_id: Number(s.refId),
        fee_type: 'Merchant',
        fee: 0,
      },
      errors: [],
    };
  });

  app.post(PATHS.unverified, async (req, reply) => {
    const body = read(z.object(merchant), req.body, reply);
    if (!body) return reply;
    const sessions = await bank.answer('unverified', () => bank.unverified('zarinpal'));
    return ok({
      authorities: sessions.map((s) => ({
        authority: s.reference,
        amount: s.amount,
        callback_url: s.callbackUrl,
        referer: '',
        date: new Date(s.createdAt).toISOString(),
      })),
    });
  });

  app.post(PATHS.inquiry, async (req, reply) => {
    const body = read(authorityBody, req.body, reply);
    if (!body) return reply;
    const session = await bank.answer('inquiry', () => {
      const found = bank.find(body.authority, 'zarinpal');
      if (found) found.counts.inquiry += 1;
      return found;
    });
    if (!session) return refuse(reply, CODES.badAuthority);
    return ok({ status: inquiryStatus(bank, session) });
  });

  // Zarinpal reverses only verified money, within its window. -61: not in success status (never
  // verified, or reversed already): nothing to send back. -63: the window is over. -60: the bank
  // will not reverse it: the shop must refund by hand.
  app.post(PATHS.reverse, async (req, reply) => {
    const body = read(authorityBody, req.body, reply);
    if (!body) return reply;
    const outcome = await bank.answer('reverse', () =>
      bank.reverse(body.authority, 'zarinpal', { verifiedOnly: true }),
    );
    if (outcome === 'unknown') return refuse(reply, CODES.badAuthority);
    if (outcome === 'window-over') return refuse(reply, CODES.reverseWindowOver);
    if (outcome === 'refused') return refuse(reply, CODES.notReversible);
    if (outcome !== 'reversed') return refuse(reply, CODES.reverseNotSuccessful);
    return ok({ message: 'Reversed' });
  });

  app.get<{ Params: { authority: string } }>(`${PATHS.startPay}:authority`, async (req, reply) => {
    const session = bank.find(req.params.authority, 'zarinpal');
    return bankPage(reply, bank, session, 'زرین‌پال');
  });
}
