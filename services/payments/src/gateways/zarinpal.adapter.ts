import { ZARINPAL_CODES as CODES, ZARINPAL_PATHS as PATHS, type ZarinpalVerifyBody } from '@ela/contracts';
import type { GatewaySettings } from '../config';
import {
  SessionRefused,
  type BankReturn,
  type GatewayAdapter,
  type Inquiry,
  type OpenedSession,
  type Reversal,
  type SessionRequest,
  type Verification,
} from './gateway-adapter';
import { postJson } from './post-json';

/** Zarinpal's answer: `data` on success, `errors` otherwise (`data` is then an empty list). */
interface Answer<D> {
  data: D | [];
  errors: { code: number; message: string } | [];
}
type Success<D> = D & { code: number; message: string };

function codeOf(answer: Answer<unknown>): number {
  const data = answer.data as { code?: number };
  if (typeof data?.code === 'number') return data.code;
  const errors = answer.errors as { code?: number };
  return typeof errors?.code === 'number' ? errors.code : CODES.unexpected;
}

/** Zarinpal REST v4 (JSON): request, StartPay, verify with our amount, inquiry, unVerified, reverse. */
export class ZarinpalAdapter implements GatewayAdapter<ZarinpalVerifyBody> {
  readonly gateway = 'Zarinpal' as const;
  readonly returnsUnverified = true;
  readonly inquiryTakesMoney = false;

  constructor(
    private readonly settings: NonNullable<GatewaySettings['zarinpal']>,
    private readonly timeoutMs: number,
  ) {}

  private call<D>(operation: keyof typeof PATHS, body: Record<string, unknown>) {
    return postJson<Answer<Success<D>>>(
      this.gateway,
      operation,
      `${this.settings.apiUrl}${PATHS[operation]}`,
      { merchant_id: this.settings.merchantId, ...body },
      this.timeoutMs,
    );
  }

  async open(request: SessionRequest): Promise<OpenedSession> {
    const answer = await this.call<{ authority: string }>('request', {
      amount: request.amount,
      currency: 'IRR',
      callback_url: this.settings.callbackUrl,
      description: request.description,
      metadata: { order_id: request.orderId },
    });
    const code = codeOf(answer);
    const data = answer.data as Success<{ authority: string }>;
    if (code !== CODES.ok || !data.authority) throw new SessionRefused(this.gateway, code);
    return { reference: data.authority, url: `${this.settings.payUrl}${PATHS.startPay}${data.authority}` };
  }

  readReturn(input: ZarinpalVerifyBody): BankReturn {
    const paid = input.status === 'OK';
    return { reference: input.authority, paid, cancelled: !paid, code: null, echoes: null };
  }

  async verify(p: { reference: string; amount: number }): Promise<Verification> {
    const answer = await this.call<{ ref_id: number; card_pan: string }>('verify', {
      amount: p.amount,
      authority: p.reference,
    });
    const code = codeOf(answer);
    const data = answer.data as Success<{ ref_id?: number; card_pan?: string }>;
    if (code === CODES.ok)
      return { kind: 'confirmed', code, refId: String(data.ref_id ?? ''), cardMask: data.card_pan ?? null };
    if (code === CODES.verifiedBefore) return { kind: 'confirmed-before', code };
    if (code === CODES.amountMismatch) return { kind: 'refused', failure: 'AMOUNT_MISMATCH', code };
    return { kind: 'refused', failure: 'DECLINED', code };
  }

  async reverse(p: { reference: string }): Promise<Reversal> {
    const code = codeOf(await this.call('reverse', { authority: p.reference }));
    if (code === CODES.ok) return { kind: 'reversed' };
    // -61, not in success status: never verified (the bank returns that money itself) or reversed
    // before (a reversal whose answer was lost): the inquiry tells which. Anything else (-60 the
    // bank cannot reverse it, -63 the window is over) is money the shop still holds and owes.
    if (code === CODES.reverseNotSuccessful) return this.reversedBefore(p.reference);
    return { kind: 'refused', code };
  }

  private async reversedBefore(reference: string): Promise<Reversal> {
    const answer = await this.call<{ status: string }>('inquiry', { authority: reference });
    const status = (answer.data as Success<{ status: string }>).status;
    return codeOf(answer) === CODES.ok && status === 'REVERSED' ? { kind: 'reversed' } : { kind: 'nothing' };
  }

  /**
   * A verified payment's bank reference comes from verifying it again (101 carries it), which
   * changes nothing at the bank: verification is idempotent there.
   */
  async inquire(p: { reference: string; amount: number }): Promise<Inquiry> {
    const answer = await this.call<{ status: string }>('inquiry', { authority: p.reference });
    const code = codeOf(answer);
    if (code !== CODES.ok) return { kind: 'failed', failure: 'DECLINED', code };
    const status = (answer.data as Success<{ status: string }>).status;
    if (status === 'PAID') return { kind: 'paid' };
    if (status === 'IN_BANK') return { kind: 'open' };
    if (status === 'REVERSED') return { kind: 'reversed' };
    if (status !== 'VERIFIED') return { kind: 'failed', failure: 'DECLINED', code: null };
    const again = await this.call<{ ref_id?: number; card_pan?: string }>('verify', {
      amount: p.amount,
      authority: p.reference,
    });
    const data = again.data as Success<{ ref_id?: number; card_pan?: string }>;
    return {
      kind: 'confirmed',
      refId: data.ref_id ? String(data.ref_id) : null,
      cardMask: data.card_pan ?? null,
    };
  }

  async unsettled(): Promise<string[]> {
    const answer = await this.call<{ authorities: { authority: string }[] }>('unverified', {});
    const data = answer.data as Success<{ authorities?: { authority: string }[] }>;
    return codeOf(answer) === CODES.ok ? (data.authorities ?? []).map((a) => a.authority) : [];
  }
}
