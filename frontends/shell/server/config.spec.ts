import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults for a laptop', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      apiBaseUrl: 'http://localhost:4000',
      apiInternalUrl: 'http://localhost:4000',
      remotes: {
        shop: 'http://localhost:3001/mf-manifest.json',
        panel: 'http://localhost:3002/mf-manifest.json',
      },
    });
  });

  it('takes every value from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      API_BASE_URL: 'https://api.ela.ir/',
      API_INTERNAL_URL: 'http://gateway:4000',
      SHOP_REMOTE_URL: 'https://shop.ela.ir/mf-manifest.json',
      PANEL_REMOTE_URL: 'https://panel.ela.ir/mf-manifest.json',
    });
    expect(config).toMatchObject({
      port: 8080,
      apiBaseUrl: 'https://api.ela.ir',
      apiInternalUrl: 'http://gateway:4000',
      remotes: {
        shop: 'https://shop.ela.ir/mf-manifest.json',
        panel: 'https://panel.ela.ir/mf-manifest.json',
      },
    });
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('Invalid port');
  });
});
