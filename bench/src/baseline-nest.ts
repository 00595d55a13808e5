import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';

/** The yardstick for catalog reads: NestJS on Fastify answering one fixed, product-like JSON. */
const inventory = {
  id: '00000000-0000-4000-8000-000000000001',
  productId: '00000000-0000-4000-8000-000000000002',
  productName: 'مخمل کبریتی',
  unitType: 'meter',
  name: 'مخمل کبریتی یشمی',
  productNumber: 10001,
  color: { id: '00000000-0000-4000-8000-000000000003', name: 'یشمی', hex: '#719c95' },
  design: null,
  price: 4_850_000,
  salePrice: null,
  onSale: false,
  effectivePrice: 4_850_000,
  stock: 40,
  images: [
    {
      key: 'a'.repeat(24),
      urls: { thumb: '/media/x-thumb.webp', card: '/media/x-card.webp', large: '/media/x-large.webp' },
    },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  deletedAt: null,
};

@Controller()
class FixedController {
  @Get('/fixed')
  fixed() {
    return inventory;
  }
}

@Module({ controllers: [FixedController] })
class BaselineModule {}

async function main() {
  const app = await NestFactory.create<NestFastifyApplication>(BaselineModule, new FastifyAdapter(), {
    logger: false,
  });
  await app.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
  process.stdout.write(`${await app.getUrl()}\n`);
}
void main();
