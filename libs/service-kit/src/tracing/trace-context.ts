import { context, propagation, SpanStatusCode, trace, type Context, type SpanKind } from '@opentelemetry/api';
import type { TraceCarrier } from '@ela/contracts';
import { tracingEnabled } from './tracing-env';

export { tracingEnabled };

const tracer = trace.getTracer('ela');
const FIELD = /^[\w=,;:/.+*-]{1,512}$/;

/** The active trace written as W3C fields, for an envelope; undefined outside any trace. */
export function currentTrace(ctx: Context = context.active()): TraceCarrier | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(ctx, carrier);
  if (!carrier.traceparent) return undefined;
  return carrier.tracestate
    ? { traceparent: carrier.traceparent, tracestate: carrier.tracestate }
    : { traceparent: carrier.traceparent };
}

/**
 * The context a caller sent (an envelope's `trace`, or HTTP headers). It crossed a process
 * boundary: anything but two short strings of the W3C alphabet is ignored, and the propagator
 * checks the format itself.
 */
export function sentTrace(carrier: unknown): Context {
  const fields: Record<string, string> = {};
  if (carrier && typeof carrier === 'object')
    for (const key of ['traceparent', 'tracestate'] as const) {
      const value = (carrier as Record<string, unknown>)[key];
      if (typeof value === 'string' && FIELD.test(value)) fields[key] = value;
    }
  return propagation.extract(context.active(), fields);
}

/**
 * Runs `work` in a span that is the active context for everything it awaits (queries, NATS
 * requests), and ends it with the status `statusOf` reads from the outcome.
 */
export function inSpan<T>(
  name: string,
  options: { kind: SpanKind; parent: Context; attributes?: Record<string, string> },
  work: () => Promise<T>,
  statusOf: (outcome: { value?: T; error?: unknown }) => number,
): Promise<T> {
  // Tracing off, OpenTelemetry's no-op span records nothing, and with no context manager it makes
  // nothing active to pass on either: the work runs as it is.
  if (!tracingEnabled) return work();
  return tracer.startActiveSpan(
    name,
    { kind: options.kind, attributes: options.attributes },
    options.parent,
    async (span) => {
      const mark = (status: number) => {
        span.setAttribute('ela.status', status);
        if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      };
      try {
        const value = await work();
        mark(statusOf({ value }));
        return value;
      } catch (error) {
        mark(statusOf({ error }));
        throw error;
      } finally {
        span.end();
      }
    },
  );
}
