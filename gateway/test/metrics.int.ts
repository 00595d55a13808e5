import { adminApi, customerApi, metricValue, scrapeMetrics, startTestStack, waitUntil } from '@ela/stack';

jest.setTimeout(90_000);

let stack: Awaited<ReturnType<typeof startTestStack>>;

beforeAll(async () => {
  stack = await startTestStack(
    ['auth', 'catalog', 'orders', 'payments', 'gateway'],
    {},
    {
      // Each process's figures carry its service's name.
      ownProcess: ['auth', 'catalog', 'orders', 'payments', 'gateway'],
    },
  );
});
afterAll(() => stack?.dispose());

describe('metrics', () => {
  it('count the gateway’s answers by route, its edge cache, and each service’s handlers and queues', async () => {
    const admin = await adminApi(stack);
    await admin.call('POST', '/products/colors', { name: `سنجش ${Date.now()}`, hex: '#123456' });
    // The colour's event may empty the edge cache between two reads: count what each answer says.
    const outcomes: string[] = [];
    while (outcomes.length < 10 && outcomes.filter((o) => o === 'hit').length < 2)
      outcomes.push((await fetch(`${stack.urls.api}/products/colors`)).headers.get('x-cache') ?? '');
    const customer = await customerApi(stack);
    expect((await customer.call('GET', '/basket')).status).toBe(200);

    const gateway = await scrapeMetrics(stack.config.ports.gatewayMetrics);
    const colours = { route: '/products/colors', method: 'GET', status: '200' };
    expect(metricValue(gateway, 'ela_http_request_duration_seconds_count', colours)).toBe(outcomes.length);
    const count = (outcome: string) => outcomes.filter((o) => o === outcome).length;
    expect(metricValue(gateway, 'ela_edge_cache_reads_total', { outcome: 'hit' })).toBe(count('hit'));
    expect(metricValue(gateway, 'ela_edge_cache_reads_total', { outcome: 'miss' })).toBe(count('miss'));
    expect(count('hit')).toBe(2);
    expect(
      metricValue(gateway, 'ela_nats_request_duration_seconds_count', { subject: 'orders.basket.open' }),
    ).toBe(1);
    expect(gateway).toMatch(/^process_cpu_seconds_total\{service="gateway"\}/m);

    const catalog = await scrapeMetrics(stack.config.ports.catalogHealth);
    const created = { subject: 'catalog.colors.create', status: '200', service: 'catalog' };
    expect(metricValue(catalog, 'ela_handler_duration_seconds_count', created)).toBe(1);
    // The colour's event is on the outbox until the relay publishes it, which a busy machine may delay.
    await waitUntil('the catalog reports its outbox empty', async () => {
      const now = await scrapeMetrics(stack.config.ports.catalogHealth);
      return metricValue(now, 'ela_outbox_pending_events', {}) === 0;
    });

    const orders = await scrapeMetrics(stack.config.ports.ordersHealth);
    expect(
      metricValue(orders, 'ela_handler_duration_seconds_count', {
        subject: 'orders.basket.open',
        status: '200',
      }),
    ).toBe(1);

    const payments = await scrapeMetrics(stack.config.ports.paymentsHealth);
    const reconciliation = { queue: 'payments-reconciliation', service: 'payments' };
    expect(metricValue(payments, 'ela_queue_jobs', { ...reconciliation, state: 'failed' })).toBe(0);
  });
});
