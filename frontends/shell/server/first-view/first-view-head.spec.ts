import { HOME_PAGE_READS } from '@ela/contracts';
import { matchScreen } from '../screens';
import { firstViewHead } from './first-view-head';
import { remoteStart } from './remote-manifests';

const SHOP = 'http://shop.test/app/mf-manifest.json';
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './routes',
      assets: { js: { sync: ['60.abc.js', 'expose.def.js'] }, css: { sync: ['expose.f00.css'] } },
    },
  ],
};

describe('remoteStart', () => {
  it("lists the remote's entry and its routes module's first files beside the manifest", () => {
    expect(remoteStart(SHOP, manifest)).toEqual({
      manifest: SHOP,
      scripts: [
        'http://shop.test/app/remoteEntry.js',
        'http://shop.test/app/60.abc.js',
        'http://shop.test/app/expose.def.js',
      ],
      styles: ['http://shop.test/app/expose.f00.css'],
    });
  });
});

describe('firstViewHead', () => {
  // The manifest as read from the shop's server.
  const manifests = {
    start: async (remote: string) => (remote === 'shop' ? remoteStart(SHOP, manifest) : null),
  };
  const sources = {
    apiBaseUrl: 'https://api.ela.test',
    runtimeConfig: { apiBaseUrl: 'https://api.ela.test', remotes: { shop: '</script>' } },
    manifests,
    // The API answers two of the front page's reads in time; the newest products are late.
    read: async (path: string) =>
      path === HOME_PAGE_READS.newest ? undefined : { path, name: '</script><b>' },
  };

  it("writes the config and the API's answers in, and preloads the front page's remote files and a read the API was late with", async () => {
    const head = await firstViewHead(matchScreen('/'), false, sources);
    expect(head).toContain('<script id="runtime-config" type="application/json">');
    expect(head).toContain('"shop":"\\u003c/script>"');
    expect(head).toContain(`<link rel="preload" href="${SHOP}" as="fetch" crossorigin="anonymous" />`);
    expect(head).toContain('<link rel="preload" href="http://shop.test/app/remoteEntry.js" as="script" />');
    expect(head).toContain('<link rel="preload" href="http://shop.test/app/expose.f00.css" as="style" />');
    expect(head).toContain(
      '<link rel="preload" href="https://api.ela.test/products/get-all?sort=newest&amp;limit=10" as="fetch" crossorigin="anonymous" />',
    );
    const written = /<script id="first-reads" type="application\/json">(.*?)<\/script>/.exec(head);
    expect(JSON.parse(written![1])).toEqual({
      [HOME_PAGE_READS.categories]: { path: HOME_PAGE_READS.categories, name: '</script><b>' },
      [HOME_PAGE_READS.sale]: { path: HOME_PAGE_READS.sale, name: '</script><b>' },
    });
    expect(head.match(/rel="preload" href="https:\/\/api/g)).toHaveLength(1);
    expect(head).not.toContain('<b>');
  });

  it('preloads nothing for a guarded screen without a session, nor for the 404 page', async () => {
    for (const head of [
      await firstViewHead(matchScreen('/checkout'), false, sources),
      await firstViewHead(null, false, sources),
    ]) {
      expect(head).toContain('runtime-config');
      expect(head).not.toContain('rel="preload"');
      expect(head).not.toContain('first-reads');
    }
    expect(await firstViewHead(matchScreen('/checkout'), true, sources)).toContain('remoteEntry.js');
  });
});
