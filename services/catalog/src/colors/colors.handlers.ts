import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  SUBJECTS,
  createColorBody,
  idParams,
  listColorsQuery,
  updateColorBody,
  type Envelope,
} from '@ela/contracts';
import { callerOf, input } from '@ela/service-kit';
import { ColorsService } from './colors.service';

const s = SUBJECTS.catalog.colors;

@Controller()
export class ColorsHandlers {
  constructor(private readonly colors: ColorsService) {}

  @MessagePattern(s.list)
  list(@Payload() msg: Envelope) {
    return this.colors.list(input(listColorsQuery, msg.query, 'query'));
  }

  @MessagePattern(s.findOne)
  findOne(@Payload() msg: Envelope) {
    return this.colors.findOne(input(idParams, msg.params, 'params').id);
  }

  @MessagePattern(s.create)
  create(@Payload() msg: Envelope) {
    callerOf(msg, 'admin');
    return this.colors.create(input(createColorBody, msg.body, 'body'));
  }

  @MessagePattern(s.update)
  update(@Payload() msg: Envelope) {
    callerOf(msg, 'admin');
    return this.colors.update(
      input(idParams, msg.params, 'params').id,
      input(updateColorBody, msg.body, 'body'),
    );
  }

  @MessagePattern(s.remove)
  remove(@Payload() msg: Envelope) {
    callerOf(msg, 'admin');
    return this.colors.remove(input(idParams, msg.params, 'params').id);
  }
}
