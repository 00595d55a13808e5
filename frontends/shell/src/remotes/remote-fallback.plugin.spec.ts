import { remoteFallbackPlugin } from './remote-fallback.plugin';
import type { RemoteRoutesModule } from './remote-routes';

const call = (reload: () => boolean, lifecycle: 'onLoad' | 'afterResolve', message: string) =>
  remoteFallbackPlugin(reload).errorLoadRemote!({
    id: 'shop/routes',
    error: new Error(message),
    lifecycle,
    from: 'runtime',
    origin: {} as never,
  }) as RemoteRoutesModule | undefined;

describe('remoteFallbackPlugin', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('hands over stand-in routes (index and catch-all) without reloading when the manifest is missing', () => {
    const reload = jest.fn(() => true);
    const module = call(reload, 'onLoad', 'RUNTIME-003 Failed to get manifest');
    expect(module?.routes.map((route) => (route.index ? 'index' : route.path))).toEqual(['index', '*']);
    expect(reload).not.toHaveBeenCalled();
  });

  it('asks for one reload when the remote failed mid-way', () => {
    const reload = jest.fn(() => true);
    expect(call(reload, 'onLoad', 'Loading chunk 870 failed.')).toBeDefined();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves other lifecycles to the runtime', () => {
    expect(call(() => true, 'afterResolve', 'RUNTIME-003')).toBeUndefined();
  });
});
