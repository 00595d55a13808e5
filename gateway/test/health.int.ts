import { PrivateNatsServer, startTestStack } from '@ela/stack';

jest.setTimeout(60_000);

let nats: PrivateNatsServer;
let stack: Awaited<ReturnType<typeof startTestStack>>;

beforeAll(async () => {
  nats = await PrivateNatsServer.start();
  stack = await startTestStack(['gateway'], {}, { natsUrl: nats.url });
});

afterAll(async () => {
  await stack?.dispose();
  await nats?.dispose();
});

const probe = async (path: string) => {
  const res = await fetch(`${stack.urls.api}${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

async function until(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check()) && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
}

describe('gateway probes', () => {
  it('stay alive while NATS is away, and are not ready until it is back', async () => {
    expect(await probe('/readyz')).toEqual({ status: 200, body: { status: 'ready', nats: 'up' } });
    await nats.halt();
    try {
      await until(async () => (await probe('/readyz')).status === 503);
      expect(await probe('/readyz')).toEqual({ status: 503, body: { status: 'not ready', nats: 'down' } });
      expect(await probe('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
      // Refused as unavailable (503), not left to wait for the timeout (504).
      const refused = await fetch(`${stack.urls.api}/otp/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: '09121234567' }),
      });
      expect(refused.status).toBe(503);
    } finally {
      await nats.resume();
    }
    await until(async () => (await probe('/readyz')).status === 200);
    expect((await probe('/readyz')).status).toBe(200);
  });
});

describe('security headers', () => {
  it('come with every answer of the gateway: a probe, a 404 and a refusal', async () => {
    const answers = await Promise.all([
      fetch(`${stack.urls.api}/healthz`),
      fetch(`${stack.urls.api}/no-such-path`),
      fetch(`${stack.urls.api}/otp/send`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'x',
      }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 404, 415]);
    for (const answer of answers) {
      expect(answer.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it("give the API's one page a document's policy that lets its own styles in", async () => {
    const page = await fetch(`${stack.urls.api}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("style-src 'self' 'unsafe-inline'");
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });
});
