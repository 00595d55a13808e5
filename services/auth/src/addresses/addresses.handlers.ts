import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, createAddressBody, idParams, updateAddressBody, type Envelope } from '@ela/contracts';
import { callerOf, input } from '@ela/service-kit';
import { AddressesService } from './addresses.service';

const { addresses } = SUBJECTS.auth;

@Controller()
export class AddressesHandlers {
  constructor(private readonly addresses: AddressesService) {}

  @MessagePattern(addresses.list)
  list(@Payload() msg: Envelope) {
    return this.addresses.list(callerOf(msg, 'user'));
  }

  @MessagePattern(addresses.findOne)
  findOne(@Payload() msg: Envelope) {
    return this.addresses.findOne(callerOf(msg, 'user'), input(idParams, msg.params, 'params').id);
  }

  @MessagePattern(addresses.create)
  create(@Payload() msg: Envelope) {
    return this.addresses.create(callerOf(msg, 'user'), input(createAddressBody, msg.body, 'body'));
  }

  @MessagePattern(addresses.update)
  update(@Payload() msg: Envelope) {
    const { id } = input(idParams, msg.params, 'params');
    return this.addresses.update(callerOf(msg, 'user'), id, input(updateAddressBody, msg.body, 'body'));
  }

  @MessagePattern(addresses.remove)
  remove(@Payload() msg: Envelope) {
    return this.addresses.remove(callerOf(msg, 'user'), input(idParams, msg.params, 'params').id);
  }
}
