import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@ela/contracts';
import { Handles, type RouteRequest } from '@ela/service-kit';
import { DiscountGuesses } from '../discounts/discount-guesses';
import { OrderClaims } from './order-claims';
import { OrderPlacementService } from './order-placement.service';
import { OrdersService } from './orders.service';

const s = SUBJECTS.orders.orders;

@Controller()
export class OrdersHandlers {
  constructor(
    private readonly placement: OrderPlacementService,
    private readonly orders: OrdersService,
    private readonly claims: OrderClaims,
    private readonly guesses: DiscountGuesses,
  ) {}

  @Handles(s.claim)
  claim(@Payload() req: RouteRequest<typeof s.claim>) {
    const body = req.body;
    if (body.step === 'open') return this.claims.open(body);
    if (body.step === 'status') return this.claims.status(body.orderId);
    return this.claims.step(body);
  }

  @Handles(s.place)
  place(@Payload() req: RouteRequest<typeof s.place>) {
    const place = () => this.placement.place(req.caller.id, req.token!, req.body, req.idempotencyKey);
    // A code given at checkout is a try like any other: limited and counted the same way.
    if (!req.body.discountCode) return place();
    return this.guesses.attempt({ customerId: req.caller.id, ip: req.client?.ip ?? null }, place);
  }

  @Handles(s.mine)
  mine(@Payload() req: RouteRequest<typeof s.mine>) {
    return this.orders.mine(req.caller.id, req.query);
  }

  @Handles(s.findMine)
  findMine(@Payload() req: RouteRequest<typeof s.findMine>) {
    return this.orders.findMine(req.caller.id, req.params.id);
  }

  @Handles(s.list)
  list(@Payload() req: RouteRequest<typeof s.list>) {
    return this.orders.list(req.query);
  }

  @Handles(s.findOne)
  findOne(@Payload() req: RouteRequest<typeof s.findOne>) {
    return this.orders.findOne(req.query.id);
  }

  @Handles(s.userSearch)
  userSearch(@Payload() req: RouteRequest<typeof s.userSearch>) {
    return this.orders.ofCustomersMatching(req.token!, req.query);
  }

  @Handles(s.changeStatus)
  changeStatus(@Payload() req: RouteRequest<typeof s.changeStatus>) {
    return this.orders.changeStatus(req.caller.id, req.params.id, req.body);
  }

  @Handles(s.cancel)
  cancel(@Payload() req: RouteRequest<typeof s.cancel>) {
    return this.orders.cancel(req.caller.id, req.params.id);
  }
}
