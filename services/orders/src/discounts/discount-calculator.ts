import { Injectable } from '@nestjs/common';
import type { CalculateDiscountBody, DiscountBreakdown } from '@ela/contracts';
import { BasketService } from '../basket/basket.service';
import { BasketErrors } from '../basket/basket-errors';
import { DiscountErrors, refusals } from './discount-errors';
import { discountAmount, meantFor, refusalOf } from './discount-rules';
import { DiscountsRepository } from './discounts.repository';
import { RedemptionsRepository } from './redemptions.repository';

/**
 * What a code would take off the caller's basket (or the lines given), priced now. It checks
 * exactly what redeeming checks, so a code that passes here fails at the order only if its
 * state changed in between (the last use taken, the window closed).
 */
@Injectable()
export class DiscountCalculator {
  constructor(
    private readonly basket: BasketService,
    private readonly discounts: DiscountsRepository,
    private readonly redemptions: RedemptionsRepository,
  ) {}

  async calculate(customerId: string, body: CalculateDiscountBody): Promise<DiscountBreakdown> {
    const discount = await this.discounts.findByCode(body.code);
    // Someone else's gift is refused as soon as an unknown code, before any basket is priced, so
    // neither the answer nor its time tells the two apart.
    if (!discount || !meantFor(discount, customerId)) throw DiscountErrors.notFound();
    const priced = await this.basket.price(body.lines ?? (await this.basket.linesOf(customerId)));
    if (!priced.lines.some((line) => line.counted)) throw BasketErrors.empty();
    const { subtotal, saleSavings, total: basketTotal } = priced.totals;
    const customerUses = await this.redemptions.countOf(discount.id, customerId);
    const refusal = refusalOf(discount, { customerId, customerUses, basketTotal, now: new Date() });
    if (refusal) throw refusals[refusal]();
    const amount = discountAmount(discount, basketTotal);
    return {
      discountId: discount.id,
      code: discount.code,
      subtotal,
      saleSavings,
      basketTotal,
      discount: amount,
      total: basketTotal - amount,
    };
  }
}
