import Fastify from 'fastify';

/** The yardstick: a bare Fastify route answering a fixed page of product-like JSON. */
const page = {
  items: Array.from({ length: 20 }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `پارچه نمونه ${i}`,
    description: 'پارچه نخی مناسب لباس تابستانی',
    unitType: 'meter',
    price: 1_000_000 + i,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  })),
  total: 20,
  page: 1,
  limit: 20,
};

const app = Fastify();
app.get('/products/get-all', async () => page);
app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' }).then((address) => {
  process.stdout.write(`${address}\n`);
});
