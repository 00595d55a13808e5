import { Injectable } from '@nestjs/common';

/** Looks at one payment again a little later: a bank that did not answer may have done what it was asked. */
export interface PaymentFollowUp {
  soon(paymentId: string, delayMs?: number): Promise<void>;
}

/**
 * Where reconciliation signs up when it starts, so a return answered pending is looked at again
 * within seconds. Reconciliation imports settlement, so settlement cannot import it back; this
 * keeps the dependency one way without a forward reference. A payment nobody follows up is still
 * found by the next sweep.
 */
@Injectable()
export class PaymentFollowUps implements PaymentFollowUp {
  private followUp: PaymentFollowUp | null = null;

  register(followUp: PaymentFollowUp): void {
    this.followUp = followUp;
  }

  async soon(paymentId: string, delayMs?: number): Promise<void> {
    await this.followUp?.soon(paymentId, delayMs);
  }
}
