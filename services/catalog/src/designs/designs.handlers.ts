import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  SUBJECTS,
  createDesignBody,
  idParams,
  listDesignsQuery,
  updateDesignBody,
  type Envelope,
} from '@ela/contracts';
import { callerOf, input } from '@ela/service-kit';
import { DesignsService } from './designs.service';

const s = SUBJECTS.catalog.designs;

@Controller()
export class DesignsHandlers {
  constructor(private readonly designs: DesignsService) {}

  @MessagePattern(s.list)
  list(@Payload() msg: Envelope) {
    return this.designs.list(input(listDesignsQuery, msg.query, 'query'));
  }

  @MessagePattern(s.findOne)
  findOne(@Payload() msg: Envelope) {
    return this.designs.findOne(input(idParams, msg.params, 'params').id);
  }

  @MessagePattern(s.create)
  create(@Payload() msg: Envelope) {
    callerOf(msg, 'admin');
    return this.designs.create(input(createDesignBody, msg.body, 'body'));
  }

  @MessagePattern(s.update)
  update(@Payload() msg: Envelope) {
    callerOf(msg, 'admin');
    return this.designs.update(
      input(idParams, msg.params, 'params').id,
      input(updateDesignBody, msg.body, 'body'),
    );
  }

  @MessagePattern(s.remove)
  remove(@Payload() msg: Envelope) {
    callerOf(msg, 'admin');
    return this.designs.remove(input(idParams, msg.params, 'params').id);
  }
}
