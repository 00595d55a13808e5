import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@ela/contracts';
import { Handles, type RouteRequest } from '@ela/service-kit';
import { StockService } from './stock.service';

const s = SUBJECTS.catalog.stock;

@Controller()
export class StockHandlers {
  constructor(private readonly stock: StockService) {}

  @Handles(s.reserve)
  reserve(@Payload() req: RouteRequest<typeof s.reserve>) {
    return this.stock.reserve(req.body);
  }
}
