import { FIRST_VIEW_ELEMENTS } from '@ela/contracts';
import { fetchRuntimeConfig, parseRuntimeConfig } from './runtime-config';
import { writePageJson } from '../testing/page-json';

describe('parseRuntimeConfig', () => {
  it('keeps the API base and the remote manifests', () => {
    const config = parseRuntimeConfig({
      apiBaseUrl: 'http://localhost:4000',
      remotes: { shop: 'http://localhost:3001/mf-manifest.json' },
    });
    expect(config).toEqual({
      apiBaseUrl: 'http://localhost:4000',
      remotes: { shop: 'http://localhost:3001/mf-manifest.json' },
    });
  });

  it('accepts a config without remotes and rejects one without an API base', () => {
    expect(parseRuntimeConfig({ apiBaseUrl: '/api' }).remotes).toEqual({});
    expect(() => parseRuntimeConfig({ remotes: {} })).toThrow(/apiBaseUrl/);
    expect(() => parseRuntimeConfig({ apiBaseUrl: '/api', remotes: { shop: 3 } })).toThrow(/shop/);
  });
});

describe('fetchRuntimeConfig', () => {
  it('reads the config the server wrote into the page, without a request', async () => {
    const script = writePageJson(FIRST_VIEW_ELEMENTS.runtimeConfig, {
      apiBaseUrl: 'https://api.ela.test',
      remotes: {},
    });
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    await expect(fetchRuntimeConfig()).resolves.toEqual({ apiBaseUrl: 'https://api.ela.test', remotes: {} });
    expect(fetchSpy).not.toHaveBeenCalled();
    script.remove();
    fetchSpy.mockRestore();
  });
});
