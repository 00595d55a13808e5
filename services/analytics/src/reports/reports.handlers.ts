import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@ela/contracts';
import { Handles, type RouteRequest } from '@ela/service-kit';
import { ReportsService } from './reports.service';

const s = SUBJECTS.analytics.reports;

@Controller()
export class ReportsHandlers {
  constructor(private readonly reports: ReportsService) {}

  @Handles(s.overview)
  overview(@Payload() req: RouteRequest<typeof s.overview>) {
    return this.reports.overview(req.query);
  }

  @Handles(s.topProducts)
  topProducts(@Payload() req: RouteRequest<typeof s.topProducts>) {
    return this.reports.topProducts(req.query);
  }

  @Handles(s.searches)
  searches(@Payload() req: RouteRequest<typeof s.searches>) {
    return this.reports.searches(req.query);
  }

  @Handles(s.salesByDay)
  salesByDay(@Payload() req: RouteRequest<typeof s.salesByDay>) {
    return this.reports.salesByDay(req.query);
  }

  @Handles(s.salesByCategory)
  salesByCategory(@Payload() req: RouteRequest<typeof s.salesByCategory>) {
    return this.reports.salesByCategory(req.query);
  }
}
