import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@ela/contracts';
import { Handles, type RouteRequest } from '@ela/service-kit';
import { VolumetricWeightsService } from './volumetric-weights.service';
import { ShippingQuoteService } from './shipping-quote.service';

const s = SUBJECTS.orders.shipping;

@Controller()
export class VolumetricWeightsHandlers {
  constructor(
    private readonly weights: VolumetricWeightsService,
    private readonly quotes: ShippingQuoteService,
  ) {}

  @Handles(s.create)
  create(@Payload() req: RouteRequest<typeof s.create>) {
    return this.weights.create(req.body);
  }

  @Handles(s.list)
  list(@Payload() req: RouteRequest<typeof s.list>) {
    return this.weights.list(req.query);
  }

  @Handles(s.findOne)
  findOne(@Payload() req: RouteRequest<typeof s.findOne>) {
    return this.weights.findOne(req.params.id);
  }

  @Handles(s.update)
  update(@Payload() req: RouteRequest<typeof s.update>) {
    return this.weights.update(req.params.id, req.body);
  }

  @Handles(s.remove)
  remove(@Payload() req: RouteRequest<typeof s.remove>) {
    return this.weights.remove(req.params.id);
  }

  /** A user row: the binding has verified the token, so it is there to forward to auth. */
  @Handles(s.calculatePrice)
  calculatePrice(@Payload() req: RouteRequest<typeof s.calculatePrice>) {
    return this.quotes.quote(req.caller.id, req.token!, req.params.addressId);
  }
}
