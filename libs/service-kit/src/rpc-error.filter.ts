import { Catch, type ArgumentsHost, type RpcExceptionFilter } from '@nestjs/common';
import { throwError, type Observable } from 'rxjs';
import type { ApiError } from '@ela/contracts';
import type { Logger } from './logger';
import { ServiceError, toApiError } from './service-error';

/** Every failure leaves a handler in the API's error shape; unexpected ones are logged with their stack. */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): Observable<ApiError> {
    const body = toApiError(exception);
    if (!(exception instanceof ServiceError)) {
      const pattern = host.switchToRpc().getContext()?.getSubject?.();
      // A 4xx the database answered (a duplicate, a bad value) is a check the handler lacks, not a fault.
      const level = body.statusCode >= 500 ? 'error' : 'warn';
      this.logger[level]({ err: exception, subject: pattern }, 'handler failed');
    }
    return throwError(() => body);
  }
}
