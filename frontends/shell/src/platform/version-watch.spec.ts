import { VersionWatch, buildManifestOf, useNewVersionStore } from './version-watch';

describe('VersionWatch', () => {
  beforeEach(() => useNewVersionStore.setState({ available: false }));

  it('says a new version is there once a watched manifest changes, not before', async () => {
    const files: Record<string, string | null> = {
      '/build-manifest.json': '{"version":"a"}',
      r: '{"version":"1"}',
    };
    const read = jest.fn(async (url: string) => files[url]);
    const watch = new VersionWatch(read);
    await watch.watch('/build-manifest.json');
    // Before it begins (the page has loaded), nothing is read.
    expect(read).not.toHaveBeenCalled();
    await watch.begin();
    await watch.watch('r');
    await watch.check();
    expect(useNewVersionStore.getState().available).toBe(false);
    files.r = null; // a failed read is no news
    await watch.check();
    expect(useNewVersionStore.getState().available).toBe(false);
    files.r = '{"version":"2"}';
    await watch.check();
    expect(useNewVersionStore.getState().available).toBe(true);
  });

  it('takes the first successful read as the running build when the first one failed', async () => {
    let text: string | null = null;
    const watch = new VersionWatch(async () => text);
    await watch.begin();
    await watch.watch('/build-manifest.json');
    text = 'a';
    await watch.check();
    expect(useNewVersionStore.getState().available).toBe(false);
    text = 'b';
    await watch.check();
    expect(useNewVersionStore.getState().available).toBe(true);
  });

  it('finds a remote’s build manifest beside its federation manifest', () => {
    expect(buildManifestOf('http://localhost:3001/mf-manifest.json')).toBe(
      'http://localhost:3001/build-manifest.json',
    );
    expect(buildManifestOf('https://cdn.ela.ir/shop/v2/mf-manifest.json')).toBe(
      'https://cdn.ela.ir/shop/v2/build-manifest.json',
    );
  });
});
