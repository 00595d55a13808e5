import { Inject, Injectable } from '@nestjs/common';
import type {
  MockTestVerifyBody,
  ParsianCallbackBody,
  PaymentGateway,
  PaymentResult,
  RedirectAnswer,
  ZarinpalVerifyBody,
} from '@ela/contracts';
import { PaymentErrors } from '../core/payment-errors';
import { PAYMENT_SETTINGS, type PaymentSettings } from '../core/payment-settings';
import { GatewayAdapters } from '../gateways/gateway-adapters';
import type { BankReturn } from '../gateways/gateway-adapter';
import { PaymentFollowUps } from './payment-follow-ups';
import { PaymentSettlement } from './payment-settlement.service';

/** How long a Parsian return the page never asked about waits before reconciliation settles it. */
const UNCLAIMED_RETURN_MS = 15_000;

/**
 * The customer back from a gateway. Each gateway's return is read by its adapter and settled; a
 * payment the bank left unanswered is answered as pending and looked at again within seconds.
 * Only the order's customer is shown the order, amount, bank reference and card.
 */
@Injectable()
export class PaymentReturns {
  constructor(
    private readonly settlement: PaymentSettlement,
    private readonly adapters: GatewayAdapters,
    private readonly followUp: PaymentFollowUps,
    @Inject(PAYMENT_SETTINGS) private readonly settings: PaymentSettings,
  ) {}

  zarinpal(body: ZarinpalVerifyBody, callerId: string | null): Promise<PaymentResult> {
    return this.settle('Zarinpal', this.read('Zarinpal', body), callerId);
  }

  mockTest(body: MockTestVerifyBody, callerId: string | null): Promise<PaymentResult> {
    return this.settle('MockTest', this.read('MockTest', body), callerId);
  }

  /** The return page of Parsian: the return was posted to the gateway before; it is settled now. */
  parsianVerify(token: string, callerId: string | null): Promise<PaymentResult> {
    return this.settle('Parsian', token, callerId);
  }

  /**
   * Parsian's page posts the customer back here (through the gateway), and they are sent on to the
   * shop's return page with the token. Kept first, so a customer who never reaches that page still
   * has their payment settled.
   */
  async parsianCallback(form: ParsianCallbackBody): Promise<RedirectAnswer> {
    const ret = this.read('Parsian', form);
    const page = this.settings.parsianReturnPage;
    if (!page) throw PaymentErrors.gatewayNotOffered();
    const kept = await this.settlement.record('Parsian', ret);
    if (kept && !kept.isSettled) await this.followUp.soon(kept.id, UNCLAIMED_RETURN_MS);
    return { location: `${page}?token=${encodeURIComponent(ret.reference)}` };
  }

  private read<R>(gateway: PaymentGateway, input: R): BankReturn {
    const adapter = this.adapters.of<R>(gateway);
    if (!adapter) throw PaymentErrors.gatewayNotOffered();
    return adapter.readReturn(input);
  }

  private async settle(
    gateway: PaymentGateway,
    given: BankReturn | string,
    callerId: string | null,
  ): Promise<PaymentResult> {
    const ret = typeof given === 'string' ? undefined : given;
    const payment = await this.settlement.settleReturn(gateway, ret?.reference ?? (given as string), ret);
    if (!payment.isSettled) await this.followUp.soon(payment.id);
    return payment.toResult(callerId === payment.customerId);
  }
}
