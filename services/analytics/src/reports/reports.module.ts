import { Module } from '@nestjs/common';
import { ReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';
import { ReportsHandlers } from './reports.handlers';

/** The dashboard's reports: reads only, over the events and the sales. */
@Module({ providers: [ReportsRepository, ReportsService], controllers: [ReportsHandlers] })
export class ReportsModule {}
