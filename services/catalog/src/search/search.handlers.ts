import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@ela/contracts';
import { Handles, type RouteRequest } from '@ela/service-kit';
import { SearchService } from './search.service';

const s = SUBJECTS.catalog.search;

@Controller()
export class SearchHandlers {
  constructor(private readonly search: SearchService) {}

  @Handles(s.header)
  header(@Payload() req: RouteRequest<typeof s.header>) {
    return this.search.header(req.query);
  }
}
