import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@ela/contracts';
import { Handles, type RouteRequest } from '@ela/service-kit';
import { AddressesService } from './addresses.service';

const { addresses } = SUBJECTS.auth;

@Controller()
export class AddressesHandlers {
  constructor(private readonly addresses: AddressesService) {}

  @Handles(addresses.list)
  list(@Payload() req: RouteRequest<typeof addresses.list>) {
    return this.addresses.list(req.caller);
  }

  @Handles(addresses.findOne)
  findOne(@Payload() req: RouteRequest<typeof addresses.findOne>) {
    return this.addresses.findOne(req.caller, req.params.id);
  }

  /** Orders asks it while placing the caller's order; the gateway has no route to it. */
  @Handles(addresses.forOrder)
  forOrder(@Payload() req: RouteRequest<typeof addresses.forOrder>) {
    return this.addresses.forOrder(req.caller, req.body.addressId);
  }

  @Handles(addresses.create)
  create(@Payload() req: RouteRequest<typeof addresses.create>) {
    return this.addresses.create(req.caller, req.body);
  }

  @Handles(addresses.update)
  update(@Payload() req: RouteRequest<typeof addresses.update>) {
    return this.addresses.update(req.caller, req.params.id, req.body);
  }

  @Handles(addresses.remove)
  remove(@Payload() req: RouteRequest<typeof addresses.remove>) {
    return this.addresses.remove(req.caller, req.params.id);
  }
}
