import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, MESSAGES, type ApiError } from '@ela/contracts';
import { ServiceError, type Logger } from '@ela/service-kit';
import { UNSUPPORTED_MEDIA_TYPE } from '../input/input-guard';

/**
 * Whatever Fastify or Nest refuse before a route runs (unknown path, bad JSON, too large,
 * unsupported content type) still answers in the API's one error shape.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = this.toApiError(exception, request);
    // The route pattern, never the URL: paths and queries carry phone numbers and search terms.
    if (body.statusCode >= 500)
      this.logger.error(
        { err: exception, requestId: request.id, method: request.method, route: request.routeOptions?.url },
        'unhandled error',
      );
    void reply.code(body.statusCode).header('cache-control', 'no-store').send(body);
  }

  private toApiError(exception: unknown, request: FastifyRequest): ApiError {
    // Already in the API's shape, e.g. the 503 of an admin token whose status auth could not give.
    if (exception instanceof ServiceError) return exception.body;
    const status = statusOf(exception);
    if (status === 404) {
      const path = request.url.split('?')[0];
      return {
        statusCode: 404,
        message: `${MESSAGES.routeNotFound}: ${request.method} ${path}`,
        error: ERROR_CODES.notFound,
      };
    }
    if (status === 413)
      return { statusCode: 413, message: 'حجم درخواست بیش از حد مجاز است', error: ERROR_CODES.tooLarge };
    // Any body type without a parser: only JSON (and multipart on upload routes) is read.
    if (status === 415) return UNSUPPORTED_MEDIA_TYPE;
    if (status >= 400 && status < 500) {
      const reason = exception instanceof Error ? exception.message : '';
      return {
        statusCode: status,
        message: `${MESSAGES.validation}: ${reason}`,
        error: ERROR_CODES.validation,
      };
    }
    return { statusCode: 500, message: MESSAGES.internal, error: ERROR_CODES.internal };
  }
}

function statusOf(exception: unknown): number {
  if (exception instanceof HttpException) return exception.getStatus();
  const status = (exception as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' ? status : 500;
}
