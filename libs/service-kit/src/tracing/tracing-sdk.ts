import { basename, dirname } from 'node:path';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/** Starts exporting this process's spans to the collector at `endpoint`. */
export function startTracing(endpoint: string, serviceName: string | undefined): void {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName ?? entryName() }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }), {
        scheduledDelayMillis: 1000,
      }),
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
}

/** `services/catalog/dist/main.js` → `catalog`, `gateway/dist/main.js` → `gateway`. */
function entryName(): string {
  const entry = require.main?.filename ?? process.argv[1] ?? 'ela';
  return basename(dirname(dirname(entry)));
}
