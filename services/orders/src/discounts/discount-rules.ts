import { roundDownToToman, tomanPercentOf, type DiscountKind, type DiscountState } from '@ela/contracts';

/** What the rules read of a discount. */
export interface DiscountFacts {
  kind: DiscountKind;
  /** Whole percent for `percent`, Rials for `fixed`. */
  value: number;
  maxDiscount: number | null;
  minBasket: number;
  startsAt: Date;
  endsAt: Date;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  used: number;
  customerIds: string[] | null;
}

/** Who asks, with what, and when. */
export interface DiscountUse {
  customerId: string;
  /** The customer's redemptions of this code so far. */
  customerUses: number;
  /** Basket total after sale prices, in Rials. */
  basketTotal: number;
  now: Date;
}

/** Why a code cannot be used; each is answered with its own code and Persian message. */
export type DiscountRefusal =
  'not_yours' | 'not_started' | 'expired' | 'used_up' | 'customer_limit' | 'below_minimum';

/** Where a discount stands now. Expired wins over used up, which wins over not started yet. */
export function stateOf(d: DiscountFacts, now: Date): DiscountState {
  if (now >= d.endsAt) return 'expired';
  if (d.usageLimit !== null && d.used >= d.usageLimit) return 'used_up';
  return now < d.startsAt ? 'scheduled' : 'active';
}

/** Whether the code is for this customer: a code for everyone, or a gift to them. */
export function meantFor(d: Pick<DiscountFacts, 'customerIds'>, customerId: string): boolean {
  return d.customerIds === null || d.customerIds.includes(customerId);
}

/**
 * The first reason the code cannot be used for this basket, or null. Someone else's gift is
 * refused before anything about it is told (its window, its uses).
 */
export function refusalOf(d: DiscountFacts, use: DiscountUse): DiscountRefusal | null {
  if (!meantFor(d, use.customerId)) return 'not_yours';
  const state = stateOf(d, use.now);
  if (state === 'expired') return 'expired';
  if (state === 'used_up') return 'used_up';
  if (state === 'scheduled') return 'not_started';
  if (d.perCustomerLimit !== null && use.customerUses >= d.perCustomerLimit) return 'customer_limit';
  if (use.basketTotal < d.minBasket) return 'below_minimum';
  return null;
}

/**
 * What the code takes off a basket total: the percentage (or the fixed value), at most the cap
 * and at most the total, then rounded down to whole Toman (catalog/money.ts). Rounding last
 * keeps every amount the customer sees a whole Toman even for terms or prices saved before the
 * rule; the customer pays less than one Toman more than the exact figure, never less.
 */
export function discountAmount(
  d: Pick<DiscountFacts, 'kind' | 'value' | 'maxDiscount'>,
  basketTotal: number,
): number {
  if (basketTotal <= 0) return 0;
  const raw = d.kind === 'percent' ? tomanPercentOf(basketTotal, d.value) : d.value;
  const capped = d.maxDiscount === null ? raw : Math.min(raw, d.maxDiscount);
  return roundDownToToman(Math.min(capped, basketTotal));
}

/** Uses left for one customer now: the smaller of their own share and what is left overall. */
export function usesLeft(d: DiscountFacts, customerUses: number): number | null {
  const own = d.perCustomerLimit === null ? null : Math.max(d.perCustomerLimit - customerUses, 0);
  const overall = d.usageLimit === null ? null : Math.max(d.usageLimit - d.used, 0);
  if (own === null) return overall;
  return overall === null ? own : Math.min(own, overall);
}
