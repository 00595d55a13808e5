import { RequestOne } from '@nats-io/nats-core/internal';

/**
 * patches/@nats-io+nats-core+3.4.0.patch, applied by `npm ci` (postinstall): a request that got its
 * answer lets its subscription go without calling `cancel`, which rejected the settled promise
 * with a new RequestError, a stack captured on every request of every service and the gateway.
 */
describe('the NATS client, as patched', () => {
  it('settles an answered request without cancelling it', async () => {
    const mux = { cancel: jest.fn() };
    const request = new RequestOne(mux as never, 'catalog.inventories.by-ids', { timeout: 1000 }, false);
    const cancel = jest.spyOn(request, 'cancel');
    const answer = { data: new Uint8Array() };
    request.resolver(null, answer as never);
    await expect(request.deferred).resolves.toBe(answer);
    expect(cancel).not.toHaveBeenCalled();
    expect(mux.cancel).toHaveBeenCalledWith(request);
  });

  it('lets a failed request go too, with the failure as its answer', async () => {
    const mux = { cancel: jest.fn() };
    const request = new RequestOne(mux as never, 'catalog.inventories.by-ids', { timeout: 1000 }, false);
    request.resolver(new Error('503'), null as never);
    await expect(request.deferred).rejects.toThrow('503');
    expect(mux.cancel).toHaveBeenCalledWith(request);
  });
});
