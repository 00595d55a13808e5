import type { INestApplicationContext } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { catchError, concatMap, from, switchMap, type Observable } from 'rxjs';
import { ERROR_CODES, type BoundRouteDef } from '@ela/contracts';
import type { Logger } from '../logger';
import type { RouteAudit } from '../route-binding';
import { ServiceError, toApiError } from '../service-error';
import {
  entityOfResult,
  isAuditedWrite,
  newAuditEntry,
  type AuditedRequest,
  type NewAuditEntry,
} from './audit-entry';
import { AuditLogRepository } from './audit-log.repository';
import { AuditLogModule } from './audit-log.module';

const NOT_RECORDED = 'ثبت این تغییر در گزارش فعالیت‌ها ممکن نشد، پس انجام نشد؛ کمی بعد دوباره تلاش کنید';

/**
 * Writes an entry around every admin write, in two steps. Before the handler runs the entry is
 * opened, and if that fails the write is refused (503) with nothing changed: no admin write
 * goes unrecorded. After it, the outcome (status, created id) is added; by then the write has
 * committed, so a failure there cannot undo it and only logs loudly, the entry staying with a
 * null status.
 */
export class AuditHook implements RouteAudit {
  constructor(
    private readonly log: AuditLogRepository,
    private readonly logger: Logger,
  ) {}

  around(
    row: BoundRouteDef,
    request: AuditedRequest,
    handle: () => Observable<unknown>,
  ): Observable<unknown> {
    if (!isAuditedWrite(row)) return handle();
    const entry = newAuditEntry(row, request);
    return from(this.open(entry)).pipe(
      switchMap((id) =>
        handle().pipe(
          concatMap(async (result) => {
            await this.close(id, entry, ('status' in row && row.status) || 200, entityOfResult(result));
            return result;
          }),
          catchError(async (error: unknown) => {
            await this.close(id, entry, toApiError(error).statusCode, null);
            throw error;
          }),
        ),
      ),
    );
  }

  private async open(entry: NewAuditEntry): Promise<string> {
    try {
      return await this.log.open(entry);
    } catch (error) {
      this.logger.error({ err: error, audit: entry }, 'audit entry not written; the write was refused');
      throw new ServiceError({ statusCode: 503, message: NOT_RECORDED, error: ERROR_CODES.unavailable });
    }
  }

  private async close(id: string, entry: NewAuditEntry, status: number, entityId: string | null) {
    try {
      await this.log.close(id, status, entityId);
    } catch (error) {
      // The log line carries the whole entry, so what the table lacks can be found here.
      this.logger.error(
        { err: error, audit: { ...entry, id, status, createdId: entityId } },
        'audit outcome not written; the write itself went through',
      );
    }
  }
}

/**
 * The hook for a service that imports `AuditLogModule`; none for one that does not (analytics,
 * whose admins only read; a service without a database). Nest is asked only when the module is
 * there: asking it for a provider it lacks ends the process.
 */
export function auditHookOf(app: INestApplicationContext, logger: Logger): AuditHook | undefined {
  // Asked of this application's own modules: a process may host services with and without one.
  const modules = app.get(ModulesContainer, { strict: false });
  if (![...modules.values()].some((module) => module.metatype === AuditLogModule)) return undefined;
  return new AuditHook(app.get(AuditLogRepository, { strict: false }), logger);
}
