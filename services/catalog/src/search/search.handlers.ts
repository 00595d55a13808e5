import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, searchQuery, type Envelope } from '@ela/contracts';
import { input } from '@ela/service-kit';
import { SearchService } from './search.service';

@Controller()
export class SearchHandlers {
  constructor(private readonly search: SearchService) {}

  @MessagePattern(SUBJECTS.catalog.search.header)
  header(@Payload() msg: Envelope) {
    return this.search.header(input(searchQuery, msg.query, 'query'));
  }

  @MessagePattern(SUBJECTS.catalog.inventories.search)
  inventories(@Payload() msg: Envelope) {
    return this.search.searchInventories(input(searchQuery, msg.query, 'query'));
  }
}
