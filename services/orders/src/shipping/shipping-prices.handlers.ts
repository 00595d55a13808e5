import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@ela/contracts';
import { Handles, type RouteRequest } from '@ela/service-kit';
import { ShippingPricesService } from './shipping-prices.service';

const s = SUBJECTS.orders.shippingPrices;

@Controller()
export class ShippingPricesHandlers {
  constructor(private readonly prices: ShippingPricesService) {}

  @Handles(s.create)
  create(@Payload() req: RouteRequest<typeof s.create>) {
    return this.prices.create(req.body);
  }

  @Handles(s.list)
  list() {
    return this.prices.list();
  }

  @Handles(s.update)
  update(@Payload() req: RouteRequest<typeof s.update>) {
    return this.prices.update(req.params.id, req.body);
  }

  @Handles(s.disable)
  disable(@Payload() req: RouteRequest<typeof s.disable>) {
    return this.prices.disable(req.params.id);
  }

  @Handles(s.enable)
  enable(@Payload() req: RouteRequest<typeof s.enable>) {
    return this.prices.enable(req.params.id);
  }
}
