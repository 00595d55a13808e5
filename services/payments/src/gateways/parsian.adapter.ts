import { dirname, join } from 'node:path';
import { createClientAsync, type Client } from 'soap';
import {
  PARSIAN_CODES as CODES,
  PARSIAN_PAY_PATH,
  PARSIAN_SERVICES,
  type ParsianCallbackBody,
} from '@ela/contracts';
import type { GatewaySettings } from '../config';
import {
  GatewayUnreachable,
  SessionRefused,
  type BankReturn,
  type GatewayAdapter,
  type Inquiry,
  type OpenedSession,
  type Reversal,
  type SessionRequest,
  type Verification,
} from './gateway-adapter';

type Service = keyof typeof PARSIAN_SERVICES;
interface Result {
  Status: number | string;
  Token?: string;
  RRN?: string;
  CardNumberMasked?: string;
  Message?: string;
}

const CONTRACTS = dirname(require.resolve('@ela/contracts/package.json'));
const OPERATIONS = {
  sale: ['SalePaymentRequest', 'SalePaymentRequestResult'],
  confirm: ['ConfirmPayment', 'ConfirmPaymentResult'],
  reversal: ['ReversalRequest', 'ReversalRequestResult'],
} as const satisfies Record<Service, readonly [string, string]>;

/**
 * Parsian PEC over SOAP, with the WSDL files kept in `libs/contracts/wsdl/parsian` and the
 * endpoints from configuration. Its 64-bit tokens and RRNs are read as text, never as numbers.
 */
export class ParsianAdapter implements GatewayAdapter<ParsianCallbackBody> {
  readonly gateway = 'Parsian' as const;
  readonly returnsUnverified = false;
  readonly inquiryTakesMoney = true;
  private readonly clients = new Map<Service, Promise<Client>>();

  constructor(
    private readonly settings: NonNullable<GatewaySettings['parsian']>,
    private readonly timeoutMs: number,
  ) {}

  private client(service: Service): Promise<Client> {
    let client = this.clients.get(service);
    if (!client) {
      client = createClientAsync(join(CONTRACTS, PARSIAN_SERVICES[service].wsdl), {
        endpoint: `${this.settings.apiUrl}${PARSIAN_SERVICES[service].path}`,
        customDeserializer: { long: (text: string) => text },
      });
      client.catch(() => this.clients.delete(service));
      this.clients.set(service, client);
    }
    return client;
  }

  private async call(
    service: Service,
    requestData: Record<string, unknown>,
  ): Promise<Result & { code: number }> {
    const [method, resultKey] = OPERATIONS[service];
    try {
      const client = await this.client(service);
      const call = client[`${method}Async`] as (
        args: unknown,
        options: unknown,
      ) => Promise<[Record<string, Result>]>;
      const [answer] = await call(
        { requestData: { LoginAccount: this.settings.loginAccount, ...requestData } },
        { timeout: this.timeoutMs },
      );
      const result = answer?.[resultKey];
      if (!result) throw new Error('answer without a result');
      return { ...result, code: Number(result.Status) };
    } catch (error) {
      throw new GatewayUnreachable(this.gateway, method, error);
    }
  }

  async open(request: SessionRequest): Promise<OpenedSession> {
    const result = await this.call('sale', {
      Amount: request.amount,
      OrderId: request.paymentNumber,
      CallBackUrl: this.settings.callbackUrl,
      AdditionalData: request.description,
    });
    const token = String(result.Token ?? '0');
    if (result.code !== CODES.ok || !/^[1-9]\d*$/.test(token))
      throw new SessionRefused(this.gateway, result.code);
    return { reference: token, url: `${this.settings.payUrl}${PARSIAN_PAY_PATH}?Token=${token}` };
  }

  readReturn(form: ParsianCallbackBody): BankReturn {
    const paid = form.status === CODES.ok;
    return {
      reference: form.Token,
      paid,
      cancelled: form.status === CODES.cancelledByCustomer,
      code: form.status,
      echoes: {
        amount: form.Amount === undefined ? null : Number(form.Amount),
        paymentNumber: form.OrderId ?? null,
      },
    };
  }

  /** Confirm succeeds only with status 0 and an RRN above zero. */
  async verify(p: { reference: string }): Promise<Verification> {
    const result = await this.call('confirm', { Token: p.reference });
    if (result.code === CODES.ok && /^[1-9]\d*$/.test(String(result.RRN ?? '')))
      return {
        kind: 'confirmed',
        code: result.code,
        refId: String(result.RRN),
        cardMask: result.CardNumberMasked || null,
      };
    if (result.code === CODES.confirmedBefore) return { kind: 'confirmed-before', code: result.code };
    const failure = result.code === CODES.tokenExpired ? 'EXPIRED' : 'DECLINED';
    if (result.code === CODES.cannotConfirmUnpaid)
      return { kind: 'refused', failure, code: result.code, unpaid: true };
    return { kind: 'refused', failure, code: result.code };
  }

  async reverse(p: { reference: string }): Promise<Reversal> {
    const result = await this.call('reversal', { Token: p.reference });
    if (result.code === CODES.ok || result.code === CODES.reversedBefore) return { kind: 'reversed' };
    if (result.code === CODES.notReversible || result.code === CODES.paymentNotFound)
      return { kind: 'nothing' };
    return { kind: 'refused', code: result.code };
  }

  /**
   * PEC has no inquiry: the confirm is asked again. A paid session is confirmed by it (the money
   * is then ours, which is what reconciliation is for), one confirmed before answers success
   * again (or -1533), an unpaid one is refused and stays open until its session is over.
   */
  async inquire(p: { reference: string; amount: number }): Promise<Inquiry> {
    const verification = await this.verify(p);
    if (verification.kind === 'confirmed')
      return { kind: 'confirmed', refId: verification.refId, cardMask: verification.cardMask };
    if (verification.kind === 'confirmed-before') return { kind: 'confirmed', refId: null, cardMask: null };
    if (verification.code === CODES.cannotConfirmUnpaid) return { kind: 'open' };
    return { kind: 'failed', failure: verification.failure, code: verification.code };
  }

  async unsettled(): Promise<string[]> {
    return [];
  }
}
