import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@ela/contracts';
import { Handles, type RouteRequest } from '@ela/service-kit';
import { DeadLettersRepository } from './dead-letters.repository';

const list = SUBJECTS.analytics.deadLetters.list;

@Controller()
export class DeadLettersHandlers {
  constructor(private readonly letters: DeadLettersRepository) {}

  @Handles(list)
  list(@Payload() req: RouteRequest<typeof list>) {
    return this.letters.page(req.query);
  }
}
