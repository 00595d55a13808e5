import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DiscountErrors, refusals } from './discount-errors';
import { discountAmount, refusalOf } from './discount-rules';
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

  async redeem(tx: EntityManager, code: string, customerId: string, basketTotal: number): Promise<Redeemed> {
    const discount = await this.discounts.findByCode(code.trim().toUpperCase(), tx);
    if (!discount) throw DiscountErrors.notFound();
    const customerUses = await this.redemptions.countOf(discount.id, customerId, tx);
    const refusal = refusalOf(discount, { customerId, customerUses, basketTotal, now: new Date() });
    if (refusal) throw refusals[refusal]();
    if (!(await this.redemptions.takeUse(tx, discount.id))) throw refusals.used_up();
    const amount = discountAmount(discount, basketTotal);
    if (!(await this.redemptions.record(tx, discount.id, customerId, customerUses + 1, amount)))
      throw refusals.customer_limit();
    return { discountId: discount.id, code: discount.code, amount };
  }
}
