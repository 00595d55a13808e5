import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@ela/contracts';
import { Handles, type RouteRequest } from '@ela/service-kit';
import { DiscountsService } from './discounts.service';
import { DiscountCalculator } from './discount-calculator';
import { DiscountGuesses } from './discount-guesses';

const s = SUBJECTS.orders.discounts;

@Controller()
export class DiscountsHandlers {
  constructor(
    private readonly discounts: DiscountsService,
    private readonly calculator: DiscountCalculator,
    private readonly guesses: DiscountGuesses,
  ) {}

  @Handles(s.create)
  create(@Payload() req: RouteRequest<typeof s.create>) {
    return this.discounts.create(req.body);
  }

  @Handles(s.list)
  list(@Payload() req: RouteRequest<typeof s.list>) {
    return this.discounts.list(req.query);
  }

  @Handles(s.gifts)
  gifts(@Payload() req: RouteRequest<typeof s.gifts>) {
    return this.discounts.gifts(req.query);
  }

  @Handles(s.mine)
  mine(@Payload() req: RouteRequest<typeof s.mine>) {
    return this.discounts.usableBy(req.caller.id);
  }

  @Handles(s.findOne)
  findOne(@Payload() req: RouteRequest<typeof s.findOne>) {
    return this.discounts.findOne(req.params.id);
  }

  @Handles(s.update)
  update(@Payload() req: RouteRequest<typeof s.update>) {
    return this.discounts.update(req.params.id, req.body);
  }

  @Handles(s.remove)
  remove(@Payload() req: RouteRequest<typeof s.remove>) {
    return this.discounts.remove(req.params.id);
  }

  @Handles(s.calculate)
  calculate(@Payload() req: RouteRequest<typeof s.calculate>) {
    const who = { customerId: req.caller.id, ip: req.client?.ip ?? null };
    return this.guesses.attempt(who, () => this.calculator.calculate(req.caller.id, req.body));
  }
}
