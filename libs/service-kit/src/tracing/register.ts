import { tracingEnabled, tracingEnv as env } from './tracing-env';

/**
 * Tracing for one process, off unless `OTEL_EXPORTER_OTLP_ENDPOINT` names a collector. An entry
 * point imports this module before anything else: PostgreSQL's driver is instrumented when it is
 * loaded, so it must not be loaded first. Its variables are read in `tracing-env`.
 */
if (tracingEnabled) {
  // Loaded only when tracing is on: the SDK and its exporter hold about 9 MB in every process.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { startTracing } = require('./tracing-sdk') as typeof import('./tracing-sdk');
  startTracing(env.OTEL_EXPORTER_OTLP_ENDPOINT!, env.OTEL_SERVICE_NAME);
}
