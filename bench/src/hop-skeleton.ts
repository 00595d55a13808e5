import 'reflect-metadata';
import { Body, Controller, Inject, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  ClientsModule,
  MessagePattern,
  Payload,
  Transport,
  type ClientProxy,
  type MicroserviceOptions,
} from '@nestjs/microservices';
import { firstValueFrom } from 'rxjs';

/**
 * One process of the order path's skeleton (`order-hops.ts`): the same processes and NATS
 * requests as placing an order, in NestJS's own NATS transport, with nothing behind them: no
 * database, no validation, no tokens. Started as `hop-skeleton.js <role> <nats url>`.
 */
const [role, natsUrl] = process.argv.slice(2);
const NATS = 'NATS';
const nats = { servers: [natsUrl] };

/** Answers about the size of the real ones: a priced basket line, an address, a bank page. */
const LINE = {
  inventoryId: '00000000-0000-4000-8000-000000000001',
  productId: '00000000-0000-4000-8000-000000000002',
  name: 'مخمل کبریتی یشمی',
  productName: 'مخمل کبریتی',
  unitType: 'meter',
  quantity: 2,
  pricePerStep: 4_850_000,
  effectivePricePerStep: 4_850_000,
  lineTotal: 9_700_000,
  stockState: 'in_stock',
};
const ADDRESS = {
  id: '00000000-0000-4000-8000-000000000003',
  receiverName: 'مریم احمدی',
  receiverPhone: '09120000000',
  provinceName: 'تهران',
  cityName: 'تهران',
  street: 'خیابان ولیعصر، کوچهٔ بهار',
  plaque: '12',
  postalCode: '1234567890',
};

const ask = (client: ClientProxy, pattern: string, data: unknown) =>
  firstValueFrom(client.send<unknown>(pattern, data));

@Controller()
class FrontController {
  constructor(@Inject(NATS) private readonly client: ClientProxy) {}

  @Post('/order')
  place(@Body() body: unknown) {
    return ask(this.client, 'orders.place', { token: 'x'.repeat(300), body });
  }
}

@Controller()
class OrdersController {
  constructor(@Inject(NATS) private readonly client: ClientProxy) {}

  /** As `OrderPlacementService`: prices and address side by side, then the stock, then the bank page. */
  @MessagePattern('orders.place')
  async place(@Payload() request: { body: unknown }) {
    const [basket] = await Promise.all([
      ask(this.client, 'catalog.prices', { lines: [LINE] }),
      ask(this.client, 'auth.address', { addressId: ADDRESS.id }),
    ]);
    await ask(this.client, 'catalog.reserve', { orderId: LINE.inventoryId, lines: [basket] });
    const payment = await ask(this.client, 'payments.start', { orderId: LINE.inventoryId, amount: 1 });
    return { id: LINE.inventoryId, status: 'placed', body: request.body, payment };
  }
}

@Controller()
class CatalogController {
  @MessagePattern('catalog.prices')
  prices() {
    return { lines: [LINE], ready: true };
  }

  @MessagePattern('catalog.reserve')
  reserve() {
    return { reserved: true };
  }
}

@Controller()
class AuthController {
  @MessagePattern('auth.address')
  address() {
    return { address: ADDRESS, customer: { phone: ADDRESS.receiverPhone } };
  }
}

@Controller()
class PaymentsController {
  @MessagePattern('payments.start')
  start() {
    return { url: 'https://bank.example/pay/0123456789', sessionEndsAt: new Date().toISOString() };
  }
}

const clients = ClientsModule.register([{ name: NATS, transport: Transport.NATS, options: nats }]);
const ROLES = {
  front: FrontController,
  orders: OrdersController,
  catalog: CatalogController,
  auth: AuthController,
  payments: PaymentsController,
} as const;

async function main(): Promise<void> {
  const controller = ROLES[role as keyof typeof ROLES];
  if (!controller) throw new Error(`unknown role ${role}`);
  @Module({ imports: role === 'front' || role === 'orders' ? [clients] : [], controllers: [controller] })
  class RoleModule {}
  if (role === 'front') {
    const app = await NestFactory.create<NestFastifyApplication>(RoleModule, new FastifyAdapter(), {
      logger: false,
    });
    await app.listen(0, '127.0.0.1');
    process.stdout.write(`${await app.getUrl()}\n`);
    return;
  }
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(RoleModule, {
    transport: Transport.NATS,
    options: nats,
    logger: false,
  });
  await app.listen();
  process.stdout.write('ready\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
