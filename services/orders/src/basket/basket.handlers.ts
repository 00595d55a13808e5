import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@ela/contracts';
import { Handles, type RouteRequest } from '@ela/service-kit';
import { BasketService } from './basket.service';

const s = SUBJECTS.orders.basket;

/** Both rows act on the caller's own basket: the customer id comes from the verified token only. */
@Controller()
export class BasketHandlers {
  constructor(private readonly basket: BasketService) {}

  @Handles(s.replace)
  replace(@Payload() req: RouteRequest<typeof s.replace>) {
    return this.basket.save(req.caller.id, req.body, req.idempotencyKey);
  }

  @Handles(s.open)
  open(@Payload() req: RouteRequest<typeof s.open>) {
    return this.basket.open(req.caller.id);
  }
}
