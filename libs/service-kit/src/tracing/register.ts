import { basename, dirname } from 'node:path';
import { propagation, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
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
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME ?? entryName() }),
    spanProcessors: [
      new BatchSpanProcessor(
        new OTLPTraceExporter({ url: `${env.OTEL_EXPORTER_OTLP_ENDPOINT!.replace(/\/$/, '')}/v1/traces` }),
        { scheduledDelayMillis: 1000 },
      ),
    ],
  });
  provider.register({ propagator: new W3CTraceContextPropagator() });
  registerInstrumentations({
    instrumentations: [new PgInstrumentation({ enhancedDatabaseReporting: false })],
  });
  // Spans still in the batch go out before the process ends.
  process.once('beforeExit', () => void provider.shutdown());
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.prependOnceListener(signal, () => void provider.forceFlush());
} else {
  // Context still travels in envelopes, so a traced neighbour's trace is not cut here.
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
}

/** `services/catalog/dist/main.js` → `catalog`, `gateway/dist/main.js` → `gateway`. */
function entryName(): string {
  const entry = require.main?.filename ?? process.argv[1] ?? 'ela';
  return basename(dirname(dirname(entry)));
}

export const tracer = trace.getTracer('ela');
