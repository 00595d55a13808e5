import { Controller, Inject, type Type } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { auditLogQuery, RouteRow } from '@ela/contracts';
import { Handles, type RouteRequest } from '../route-binding';
import { AuditLogRepository } from './audit-log.repository';

/** The subjects of the rows that read a service's audit log. */
export type AuditLogSubject = Extract<RouteRow, { query: typeof auditLogQuery }>['subject'];

/** The handler of one service's `GET /<service>/audit-log` row; its access (admin) is the row's. */
export function auditLogHandlers(subject: AuditLogSubject): Type<unknown> {
  @Controller()
  class AuditLogHandlers {
    constructor(@Inject(AuditLogRepository) private readonly log: AuditLogRepository) {}

    @Handles(subject)
    list(@Payload() req: RouteRequest<AuditLogSubject>) {
      return this.log.list(req.query);
    }
  }
  return AuditLogHandlers;
}
