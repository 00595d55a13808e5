import pino from 'pino';
import type { LoggerService } from '@nestjs/common';
import { requestContext } from './request-context';
import { serializeError } from './error-serializer';

export type Logger = pino.Logger;

/** JSON logs; each line carries the request id of the message being handled, if any. */
export function createLogger(service: string, level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service },
    // Errors are logged without SQL parameters or driver details: they hold personal data.
    serializers: { err: (error: unknown) => serializeError(error) },
    mixin: () => {
      const ctx = requestContext.getStore();
      return ctx ? { requestId: ctx.requestId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * A Nest log call as pino takes it: `logger.warn({ paymentId }, 'what happened')` keeps the
 * fields as fields and the words as the message (Nest hands the second argument over as the
 * context); a plain message keeps its class's context.
 */
function entry(message: unknown, params: unknown[]): [Record<string, unknown>, string] {
  const strings = params.filter((p): p is string => typeof p === 'string');
  const context = strings.at(-1);
  if (message && typeof message === 'object' && !(message instanceof Error)) {
    const [text, ...rest] = strings;
    return [{ ...(message as Record<string, unknown>), context: rest.at(-1) }, text ?? ''];
  }
  return [{ context, ...(strings.length > 1 ? { trace: strings[0] } : {}) }, String(message)];
}

/** Lets Nest write through the same pino logger. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, ...params: unknown[]) {
    this.logger.info(...entry(message, params));
  }
  error(message: unknown, ...params: unknown[]) {
    this.logger.error(...entry(message, params));
  }
  warn(message: unknown, ...params: unknown[]) {
    this.logger.warn(...entry(message, params));
  }
  debug(message: unknown, ...params: unknown[]) {
    this.logger.debug(...entry(message, params));
  }
  verbose(message: unknown, ...params: unknown[]) {
    this.logger.trace(...entry(message, params));
  }
}
