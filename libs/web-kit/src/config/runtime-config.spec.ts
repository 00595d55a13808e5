import { parseRuntimeConfig } from './runtime-config';

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
