import { randomUUID } from 'node:crypto';
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { SpanKind } from '@opentelemetry/api';
import { Observable, lastValueFrom } from 'rxjs';
import { requestContext } from './request-context';
import { handlerSubject } from './handler-subject';
import { statusOf } from './metrics/status-of';
import { inSpan, sentTrace } from './tracing/trace-context';

/**
 * Runs each handler inside the request id the gateway put in the envelope, and in a span that
 * continues the caller's trace, so its queries and onward requests join the same trace.
 */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const data = context.switchToRpc().getData() as { requestId?: unknown; trace?: unknown } | undefined;
    const requestId = typeof data?.requestId === 'string' ? data.requestId : randomUUID();
    const subject = handlerSubject(context);
    return new Observable((subscriber) => {
      requestContext.run({ requestId }, () => {
        inSpan(
          `handle ${subject}`,
          {
            kind: SpanKind.SERVER,
            parent: sentTrace(data?.trace),
            attributes: { 'ela.request_id': requestId },
          },
          () => lastValueFrom(next.handle(), { defaultValue: undefined }),
          ({ error }) => (error === undefined ? 200 : Number(statusOf(error))),
        ).then(
          (value) => {
            subscriber.next(value);
            subscriber.complete();
          },
          (error: unknown) => subscriber.error(error),
        );
      });
    });
  }
}
