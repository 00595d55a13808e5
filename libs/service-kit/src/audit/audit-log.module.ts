import { Module, type DynamicModule } from '@nestjs/common';
import { AuditLogRepository } from './audit-log.repository';
import { auditLogHandlers, type AuditLogSubject } from './audit-log.handlers';

/**
 * A service's audit log: the repository that the route hook writes admin actions with (found by
 * `bootService`), and the handler that lists them. Needs the service's database module and
 * `CreateAuditLog1764600000000` in its migrations.
 */
@Module({})
export class AuditLogModule {
  static forService(subject: AuditLogSubject): DynamicModule {
    return {
      module: AuditLogModule,
      providers: [AuditLogRepository],
      controllers: [auditLogHandlers(subject)],
      exports: [AuditLogRepository],
    };
  }
}
