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
    if (!(exception instanceof ServiceError)) {
      const pattern = host.switchToRpc().getContext()?.getSubject?.();
      this.logger.error({ err: exception, subject: pattern }, 'handler failed');
    }
    const body = toApiError(exception);
    return throwError(() => body);
  }
}
