import { natsConnection, withoutCredentials } from './nats-connection';

describe('NATS connection options', () => {
  it('take the user and password out of the URL, and read replies in that user’s inbox', () => {
    expect(natsConnection('nats://orders:s%40cret@nats:4222', 'orders')).toEqual({
      servers: ['nats://nats:4222'],
      name: 'orders',
      maxReconnectAttempts: -1,
      noAsyncTraces: true,
      user: 'orders',
      pass: 's@cret',
      inboxPrefix: '_INBOX_orders',
    });
  });

  it('leave a URL without a user as it is, with the default inbox', () => {
    expect(natsConnection('nats://127.0.0.1:4222', 'gateway')).toEqual({
      servers: ['nats://127.0.0.1:4222'],
      name: 'gateway',
      maxReconnectAttempts: -1,
      noAsyncTraces: true,
    });
  });

  it('never let a password into a log line', () => {
    expect(withoutCredentials('nats://gateway:hunter2@nats:4222')).toBe('nats://nats:4222');
  });
});
