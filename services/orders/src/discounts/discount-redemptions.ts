import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DiscountErrors, refusals } from './discount-errors';
import { discountAmount, meantFor, refusalOf } from './discount-rules';
import { DiscountsRepository } from './discounts.repository';
import { RedemptionsRepository } from './redemptions.repository';

/** What a redeemed code took off the order. */
export interface Redeemed {
  discountId: string;
  code: string;
  amount: number;
}

/**
 * Redeeming a code, for order placement to call inside its own transaction. The rules are
 * checked first for a clear refusal; then the use is taken with one conditional UPDATE and the
 * customer's n-th use recorded under a unique constraint, so concurrent orders cannot take more
 * uses than there are. Every refusal is thrown: the order's transaction must roll back with it.
 */
@Injectable()
export class DiscountRedemptions {
  constructor(
    private readonly discounts: DiscountsRepository,
    private readonly redemptions: RedemptionsRepository,
  ) {}

  async redeem(
    tx: EntityManager,
    o: { code: string; customerId: string; basketTotal: number; orderId: string },
  ): Promise<Redeemed> {
    const { customerId, basketTotal } = o;
    const discount = await this.discounts.findByCode(o.code.trim().toUpperCase(), tx);
    // Someone else's gift is answered as an unknown code, and as soon (see DiscountCalculator).
    if (!discount || !meantFor(discount, customerId)) throw DiscountErrors.notFound();
    const uses = await this.redemptions.usesOf(discount.id, customerId, tx);
    const refusal = refusalOf(discount, {
      customerId,
      customerUses: uses.count,
      basketTotal,
      now: new Date(),
    });
    if (refusal) throw refusals[refusal]();
    if (!(await this.redemptions.takeUse(tx, discount.id))) throw refusals.used_up();
    const amount = discountAmount(discount, basketTotal);
    const use = { discountId: discount.id, customerId, nth: uses.last + 1, amount, orderId: o.orderId };
    if (!(await this.redemptions.record(tx, use))) throw refusals.customer_limit();
    return { discountId: discount.id, code: discount.code, amount };
  }

  /** The order is off (cancelled, expired): its code's use is the customer's again. */
  giveBack(tx: EntityManager, orderId: string): Promise<boolean> {
    return this.redemptions.giveBack(tx, orderId);
  }
}
