import { SpanKind } from '@opentelemetry/api';
import { currentTrace, inSpan, sentTrace } from './trace-context';

const ok = () => 200;
const parent = sentTrace({ traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' });

// Without OTEL_EXPORTER_OTLP_ENDPOINT, as here and in development, tracing is off.
describe('spans with tracing off', () => {
  it('run the work and hand back its value, with no trace made active', async () => {
    const seen = await inSpan(
      'GET /x',
      { kind: SpanKind.SERVER, parent },
      async () => currentTrace() ?? 'none',
      ok,
    );
    expect(seen).toBe('none');
  });

  it('hand back what the work fails with', async () => {
    const failing = inSpan(
      'GET /x',
      { kind: SpanKind.SERVER, parent },
      () => Promise.reject(new Error('no')),
      ok,
    );
    await expect(failing).rejects.toThrow('no');
  });
});
