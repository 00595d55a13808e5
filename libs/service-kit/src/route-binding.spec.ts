import 'reflect-metadata';
import { lastValueFrom, of } from 'rxjs';
import { SUBJECTS, type RouteSubject } from '@ela/contracts';
import { Handles, RouteBindingInterceptor, type CallerVerifier } from './route-binding';

const stamped = { ip: '203.0.113.7', userAgent: 'Firefox' };
const verifier: CallerVerifier = {
  verify: () => Promise.resolve({ id: '5f0c9a52-3c4e-4f57-9a0e-2a1d2a8b3c11', role: 'user' }),
  client: jest.fn(() => stamped),
};

/** The request a handler bound to `subject` receives. */
function bound(subject: RouteSubject, body: unknown): Promise<Record<string, unknown>> {
  class Handlers {
    @Handles(subject)
    handle() {}
  }
  const envelope = {
    requestId: 'r-1',
    token: 'a token',
    client: { ...stamped, stamp: 'k.sig' },
    params: {},
    query: {},
    body,
  };
  const context = {
    getHandler: () => Handlers.prototype.handle,
    switchToRpc: () => ({ getData: () => envelope }),
  };
  const next = { handle: () => of(envelope) };
  return lastValueFrom(new RouteBindingInterceptor(verifier).intercept(context as never, next)) as Promise<
    Record<string, unknown>
  >;
}

describe('the client a handler reads', () => {
  it('is the stamped one on a row that carries it', async () => {
    const place = {
      addressId: 'a7c1e6a4-2b7f-4a3e-9a51-0c9e8f1d2b34',
      shippingMethod: 'Post',
      gateway: 'MockTest',
    };
    expect((await bound(SUBJECTS.orders.orders.place, place)).client).toEqual(stamped);
  });

  it('is an error on a row the gateway stamps nothing on, and stays out of copies of the request', async () => {
    const request = await bound(SUBJECTS.orders.basket.replace, { lines: [] });
    expect(() => request.client).toThrow(
      /orders\.basket\.replace reads the client, which its row does not carry/,
    );
    expect(JSON.parse(JSON.stringify(request))).not.toHaveProperty('client');
    expect({ ...request }).not.toHaveProperty('client');
  });
});
