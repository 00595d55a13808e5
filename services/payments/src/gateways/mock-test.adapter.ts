import { MOCK_TEST_PATHS as PATHS, type MockTestVerifyBody } from '@ela/contracts';
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

/**
 * MockTest: the gateway simulator's simplest mode, for development and tests. It takes no money,
 * and the configuration refuses it in production.
 */
export class MockTestAdapter implements GatewayAdapter<MockTestVerifyBody> {
  readonly gateway = 'MockTest' as const;
  readonly returnsUnverified = true;
  readonly inquiryTakesMoney = false;

  constructor(
    private readonly settings: NonNullable<GatewaySettings['mockTest']>,
    private readonly timeoutMs: number,
  ) {}

  private call<T>(operation: keyof typeof PATHS, body: unknown) {
    return postJson<T>(
      this.gateway,
      operation,
      `${this.settings.apiUrl}${PATHS[operation]}`,
      body,
      this.timeoutMs,
    );
  }

  async open(request: SessionRequest): Promise<OpenedSession> {
    const answer = await this.call<{ reference?: string }>('start', {
      amount: request.amount,
      callbackUrl: this.settings.callbackUrl,
      description: request.description,
    });
    if (!answer.reference) throw new SessionRefused(this.gateway, -1);
    return { reference: answer.reference, url: `${this.settings.payUrl}${PATHS.pay}${answer.reference}` };
  }

  readReturn(input: MockTestVerifyBody): BankReturn {
    const paid = input.status === 'OK';
    return { reference: input.reference, paid, cancelled: !paid, code: null, echoes: null };
  }

  async verify(p: { reference: string; amount: number }): Promise<Verification> {
    const answer = await this.call<{ result: string; refId?: string }>('verify', p);
    if (answer.result === 'verified')
      return { kind: 'confirmed', code: 0, refId: answer.refId ?? null, cardMask: null };
    if (answer.result === 'verified-before') return { kind: 'confirmed-before', code: 1 };
    if (answer.result === 'amount-mismatch') return { kind: 'refused', failure: 'AMOUNT_MISMATCH', code: -2 };
    if (answer.result === 'expired') return { kind: 'refused', failure: 'EXPIRED', code: -3 };
    return { kind: 'refused', failure: 'DECLINED', code: -1 };
  }

  async reverse(p: { reference: string }): Promise<Reversal> {
    const answer = await this.call<{ result: string }>('reverse', { reference: p.reference });
    if (answer.result === 'reversed' || answer.result === 'reversed-before') return { kind: 'reversed' };
    if (answer.result === 'not-reversible' || answer.result === 'unknown') return { kind: 'nothing' };
    return { kind: 'refused', code: -1 };
  }

  async inquire(p: { reference: string }): Promise<Inquiry> {
    const answer = await this.call<{ state: string; refId?: string | null }>('inquiry', {
      reference: p.reference,
    });
    if (answer.state === 'verified')
      return { kind: 'confirmed', refId: answer.refId ?? null, cardMask: null };
    if (answer.state === 'paid') return { kind: 'paid' };
    if (answer.state === 'created') return { kind: 'open' };
    if (answer.state === 'reversed') return { kind: 'reversed' };
    if (answer.state === 'cancelled') return { kind: 'failed', failure: 'CANCELLED', code: null };
    return { kind: 'failed', failure: answer.state === 'expired' ? 'EXPIRED' : 'DECLINED', code: null };
  }

  async unsettled(): Promise<string[]> {
    return [];
  }
}
