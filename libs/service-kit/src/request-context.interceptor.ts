import { randomUUID } from 'node:crypto';
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Observable } from 'rxjs';
import { requestContext } from './request-context';

/** Runs each handler inside the request id the gateway put in the envelope. */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const data = context.switchToRpc().getData() as { requestId?: unknown } | undefined;
    const requestId = typeof data?.requestId === 'string' ? data.requestId : randomUUID();
    return new Observable((subscriber) =>
      requestContext.run({ requestId }, () => next.handle().subscribe(subscriber)),
    );
  }
}
