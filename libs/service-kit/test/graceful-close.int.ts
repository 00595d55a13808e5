import { randomBytes } from 'node:crypto';
import { Controller, Module } from '@nestjs/common';
import { MessagePattern, type MicroserviceOptions } from '@nestjs/microservices';
import { NestFactory } from '@nestjs/core';
import { connect, RequestError, type Msg, type NatsConnection } from '@nats-io/transport-node';
import { NamespacedNatsServer } from '../src/nats/namespaced-nats.server';

const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const prefix = `test-${randomBytes(4).toString('hex')}.`;

/** A handler that answers only when the test lets it. */
let release: () => void = () => undefined;
let started: () => void = () => undefined;

@Controller()
class SlowController {
  @MessagePattern('slow.answer')
  async answer(): Promise<string> {
    started();
    await new Promise<void>((resolve) => (release = resolve));
    return 'answered';
  }
}

@Module({ controllers: [SlowController] })
class SlowModule {}

async function startService(gracePeriod: number) {
  const strategy = new NamespacedNatsServer(
    { servers: natsUrl, gracefulShutdown: true, gracePeriod },
    prefix,
  );
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(SlowModule, {
    strategy,
    logger: false,
  });
  await app.listen();
  return { app, strategy };
}

/**
 * The slow request, sent again while NATS says no one listens: `listen()` can return before the
 * service's subscription has reached the server, and on a busy machine the first request then
 * found no responder and the test waited for a handler that never started.
 */
async function askOnceSubscribed(): Promise<Msg> {
  for (;;) {
    try {
      return await client.request(
        `${prefix}slow.answer`,
        JSON.stringify({ id: '1', pattern: 'slow.answer', data: {} }),
        { timeout: 30_000 },
      );
    } catch (error) {
      if (!(error instanceof RequestError && error.isNoResponders())) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

let client: NatsConnection;
beforeAll(async () => {
  client = await connect({ servers: natsUrl });
});
afterAll(async () => {
  await client.close();
});

it('a graceful close lets the message being handled finish and answer before the service goes', async () => {
  const { app, strategy } = await startService(60_000);
  const handling = new Promise<void>((resolve) => (started = resolve));
  const reply = askOnceSubscribed();
  await handling;
  expect(strategy.handling).toBe(1);

  let closed = false;
  const closing = app.close().then(() => (closed = true));
  // The close waits: the handler has not answered yet.
  await new Promise((resolve) => setImmediate(resolve));
  expect(closed).toBe(false);

  release();
  await closing;
  expect(strategy.handling).toBe(0);
  expect((await reply).json<{ response: string }>().response).toBe('answered');
});

it('an idle service closes without sitting out its grace period', async () => {
  // A minute's grace against jest's 5 s limit: waiting the whole period would fail the test.
  const { app, strategy } = await startService(60_000);
  expect(strategy.handling).toBe(0);
  await app.close();
});
