import { Injectable } from '@nestjs/common';
import {
  discountTermsProblem,
  type CreateDiscountBody,
  type CustomerDiscount,
  type Discount,
  type ListDiscountsQuery,
  type ListGiftsQuery,
  type Page,
  type UpdateDiscountBody,
} from '@ela/contracts';
import { DiscountEntity } from './discount.entity';
import { DiscountErrors } from './discount-errors';
import { usesLeft } from './discount-rules';
import { DiscountsRepository } from './discounts.repository';
import { RedemptionsRepository } from './redemptions.repository';

/** Admins define and manage codes; a customer lists the ones they may use now. */
@Injectable()
export class DiscountsService {
  constructor(
    private readonly discounts: DiscountsRepository,
    private readonly redemptions: RedemptionsRepository,
  ) {}

  async list(query: ListDiscountsQuery): Promise<Page<Discount>> {
    const page = await this.discounts.page(query);
    return { ...page, items: page.items.map((d) => d.toContract()) };
  }

  async gifts(query: ListGiftsQuery): Promise<Page<Discount>> {
    const page = await this.discounts.gifts(query);
    return { ...page, items: page.items.map((d) => d.toContract()) };
  }

  async findOne(id: string): Promise<Discount> {
    return (await this.get(id)).toContract();
  }

  async create(body: CreateDiscountBody): Promise<Discount> {
    const discount = DiscountEntity.define(body);
    return (await this.discounts.transaction((tx) => this.discounts.save(tx, discount))).toContract();
  }

  /** The discount after the change must still keep its terms together, whichever fields moved. */
  async update(id: string, body: UpdateDiscountBody): Promise<Discount> {
    const saved = await this.discounts.transaction(async (tx) => {
      const discount = await this.get(id, tx);
      discount.revise(body);
      const problem = discountTermsProblem(discount.toContract());
      if (problem) throw DiscountErrors.invalidTerms(problem.field, problem.message);
      return this.discounts.save(tx, discount);
    });
    return saved.toContract();
  }

  async remove(id: string): Promise<{ deleted: true }> {
    await this.discounts.transaction(async (tx) => {
      const discount = await this.get(id, tx);
      discount.withdraw(new Date());
      await this.discounts.save(tx, discount);
    });
    return { deleted: true };
  }

  /** Codes for everyone and the caller's own gifts, active now, that the caller still has uses of. */
  async usableBy(customerId: string): Promise<CustomerDiscount[]> {
    const active = await this.discounts.activeFor(customerId);
    const counts = await this.redemptions.countsFor(
      active.map((d) => d.id),
      customerId,
    );
    return active.flatMap((d) => {
      const left = usesLeft(d, counts.get(d.id) ?? 0);
      if (left === 0) return [];
      const { id, code, title, kind, value, maxDiscount, minBasket, startsAt, endsAt } = d.toContract();
      const personal = d.customerIds !== null;
      return [
        { id, code, title, kind, value, maxDiscount, minBasket, startsAt, endsAt, personal, usesLeft: left },
      ];
    });
  }

  private async get(id: string, tx?: Parameters<DiscountsRepository['find']>[1]): Promise<DiscountEntity> {
    const discount = await this.discounts.find(id, tx);
    if (!discount) throw DiscountErrors.notFound();
    return discount;
  }
}
