import { propagation, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { z } from 'zod';

/**
 * Tracing for one process, off unless `OTEL_EXPORTER_OTLP_ENDPOINT` names a collector. An entry
 * point imports this module before anything else: PostgreSQL's driver is instrumented when it is
 * loaded, so it must not be loaded first. The variables are OpenTelemetry's own, read here only.
 */
const env = z
  .object({
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
    OTEL_SERVICE_NAME: z
      .string()
      .regex(/^[\w.-]{1,60}$/)
      .optional(),
  })
  .parse(process.env);

export const tracingEnabled = env.OTEL_EXPORTER_OTLP_ENDPOINT !== undefined;

if (tracingEnabled) {
  // Loaded only when tracing is on: the SDK and its exporter hold about 9 MB in every process.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { startTracing } = require('./tracing-sdk') as typeof import('./tracing-sdk');
  startTracing(env.OTEL_EXPORTER_OTLP_ENDPOINT!, env.OTEL_SERVICE_NAME);
} else {
  // Context still travels in envelopes, so a traced neighbour's trace is not cut here.
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
}

export const tracer = trace.getTracer('ela');
