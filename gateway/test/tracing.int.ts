import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestStack } from '@ela/stack';

jest.setTimeout(90_000);

interface Span {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
}

/** A collector of our own: OTLP over HTTP with JSON bodies, as the exporter sends them. */
const spans: Span[] = [];
let collector: Server;
let stack: Awaited<ReturnType<typeof startTestStack>>;

function receive(body: string): void {
  const batch = JSON.parse(body) as {
    resourceSpans: {
      resource: { attributes: { key: string; value: { stringValue?: string } }[] };
      scopeSpans: { spans: Omit<Span, 'service'>[] }[];
    }[];
  };
  for (const r of batch.resourceSpans) {
    const service = r.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
    for (const scope of r.scopeSpans) for (const s of scope.spans) spans.push({ ...s, service });
  }
}

beforeAll(async () => {
  collector = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/v1/traces') receive(body);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const otel = {
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
  };
  stack = await startTestStack(
    ['auth', 'catalog', 'gateway'],
    { auth: otel, catalog: otel, gateway: otel },
    // Tracing reads its settings once a process, as it loads.
    { ownProcess: ['auth', 'catalog', 'gateway'] },
  );
});

afterAll(async () => {
  await stack?.dispose();
  await new Promise((resolve) => collector?.close(resolve));
});

async function until(check: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
}

describe('tracing', () => {
  it('follows one request from the client through the gateway and NATS into the catalog and its queries', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await fetch(`${stack.urls.api}/categories/tree-mode`, {
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('traceresponse')).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));

    const ofTrace = () => spans.filter((s) => s.traceId === traceId);
    const expected: [string, RegExp][] = [
      ['gateway', /^GET \/categories\/tree-mode$/],
      ['gateway', /^nats catalog\.categories\.tree$/],
      ['catalog', /^handle catalog\.categories\.tree$/],
      ['catalog', /^pg/],
    ];
    // Each process sends its spans in batches of its own, and a batch whose post is tried again
    // (a kept-alive socket the collector had closed) arrives after later ones: the client span
    // ends before the request's span but may reach the collector after it.
    const arrived = ([service, name]: [string, RegExp]) =>
      ofTrace().some((s) => s.service === service && name.test(s.name));
    await until(() => expected.every(arrived));
    const trace = ofTrace();
    const one = (service: string, name: RegExp) => {
      const found = trace.filter((s) => s.service === service && name.test(s.name));
      expect(found).toHaveLength(1);
      return found[0];
    };
    const http = one('gateway', /^GET \/categories\/tree-mode$/);
    const client = one('gateway', /^nats catalog\.categories\.tree$/);
    const handler = one('catalog', /^handle catalog\.categories\.tree$/);
    expect(http.parentSpanId).toBe('00f067aa0ba902b7');
    expect(client.parentSpanId).toBe(http.spanId);
    expect(handler.parentSpanId).toBe(client.spanId);
    const queries = trace.filter((s) => s.service === 'catalog' && /^pg/.test(s.name));
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) expect(trace.map((s) => s.spanId)).toContain(query.parentSpanId);
  });

  it('starts a trace at the gateway when the client sends none, and ignores a malformed one', async () => {
    const res = await fetch(`${stack.urls.api}/address/provinces`, { headers: { traceparent: 'junk' } });
    expect(res.status).toBe(200);
    const [, traceId] = /^00-([0-9a-f]{32})-/.exec(res.headers.get('traceresponse') ?? '') ?? [];
    expect(traceId).toBeDefined();
    // Each process sends its spans in its own batches: the gateway's may come after auth's.
    const services = () => spans.filter((s) => s.traceId === traceId).map((s) => s.service);
    await until(() => ['gateway', 'auth'].every((service) => services().includes(service)));
    expect(services()).toEqual(expect.arrayContaining(['gateway', 'auth']));
  });
});
