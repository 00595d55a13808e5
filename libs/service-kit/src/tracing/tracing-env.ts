import { z } from 'zod';

/**
 * OpenTelemetry's own variables, read here only: tracing is on when `OTEL_EXPORTER_OTLP_ENDPOINT`
 * names a collector. No side effects, so the span helpers can ask without starting anything.
 */
export const tracingEnv = z
  .object({
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
    OTEL_SERVICE_NAME: z
      .string()
      .regex(/^[\w.-]{1,60}$/)
      .optional(),
  })
  .parse(process.env);

export const tracingEnabled = tracingEnv.OTEL_EXPORTER_OTLP_ENDPOINT !== undefined;
