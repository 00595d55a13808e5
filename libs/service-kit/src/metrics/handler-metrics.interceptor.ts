import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { tap, type Observable } from 'rxjs';
import { statusOf } from './status-of';
import { handlerDuration } from './metrics';

/** Times every request a service answers, by the subject it was bound to and the status. */
@Injectable()
export class HandlerMetricsInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const pattern = context.switchToRpc().getContext<{ getSubject?: () => string }>();
    const subject = subjectOf(context, pattern);
    const end = handlerDuration.startTimer({ subject });
    return next.handle().pipe(
      tap({
        next: () => end({ status: '200' }),
        error: (error: unknown) => end({ status: statusOf(error) }),
      }),
    );
  }
}

/** The handler's own pattern (without the deployment's subject prefix), so labels stay few. */
function subjectOf(context: ExecutionContext, nats: { getSubject?: () => string }): string {
  const declared = Reflect.getMetadata('microservices:pattern', context.getHandler()) as unknown;
  if (Array.isArray(declared) && typeof declared[0] === 'string') return declared[0];
  return nats.getSubject?.() ?? 'unknown';
}
