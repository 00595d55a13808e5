import {
  Injectable,
  Logger,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { concatMap, type Observable } from 'rxjs';
import { boundRow } from '@ela/service-kit';
import { EdgeViewWriter } from './edge-view-writer';

/**
 * A public write answers only after its edge views are written, so whoever made it reads it back
 * at once through any gateway (the gateway forgets its own cached answers on a write, and would
 * otherwise find the view behind until the relay caught up). A failed write is left to the relay.
 */
@Injectable()
export class ViewsBeforeReply implements NestInterceptor {
  private readonly logger = new Logger('EdgeViews');

  constructor(private readonly writer: EdgeViewWriter) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const row = boundRow(context.getHandler());
    if (!row || !('method' in row) || row.method === 'GET') return next.handle();
    return next.handle().pipe(
      concatMap(async (answer: unknown) => {
        await this.writer.writeMarked().catch((error: unknown) => {
          this.logger.warn(`edge views wait for the relay: ${String(error)}`);
        });
        return answer;
      }),
    );
  }
}
