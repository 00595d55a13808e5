import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { tap, type Observable } from 'rxjs';
import { handlerSubject } from '../handler-subject';
import { statusOf } from './status-of';
import { handlerDuration } from './metrics';

/** Times every request a service answers, by the subject it was bound to and the status. */
@Injectable()
export class HandlerMetricsInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const end = handlerDuration.startTimer({ subject: handlerSubject(context) });
    return next.handle().pipe(
      tap({
        next: () => end({ status: '200' }),
        error: (error: unknown) => end({ status: statusOf(error) }),
      }),
    );
  }
}
