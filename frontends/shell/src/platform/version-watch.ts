import { create } from 'zustand';

/** How often the build manifests are read again (the spec leaves the interval open). */
export const VERSION_POLL_MS = 5 * 60_000;
/** Every app's build writes this file next to its other files (see web-kit's rspack preset). */
export const BUILD_MANIFEST = 'build-manifest.json';

export type ReadText = (url: string) => Promise<string | null>;

/** Whether a newer build than the one running has been deployed; the prompt reads this. */
export const useNewVersionStore = create<{ available: boolean }>()(() => ({ available: false }));

const readFresh: ReadText = async (url) => {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    return response.ok ? await response.text() : null;
  } catch {
    return null; // offline for a moment: ask again next time
  }
};

/**
 * Watches the build manifests of the shell and of every remote this page has loaded. The first
 * read of each is the running build; a later read that differs means a deploy happened, and the
 * store says so. Nothing reloads here: the prompt asks, so no one loses what they typed.
 */
export class VersionWatch {
  private readonly known = new Map<string, string | null>();
  private checking: Promise<void> | null = null;
  private begun = false;

  constructor(private readonly read: ReadText = readFresh) {}

  /**
   * Starts watching one app's build manifest (its URL) and takes its current content as known;
   * before `begin`, it is only noted, so the first view's own requests go first.
   */
  async watch(url: string): Promise<void> {
    if (this.known.has(url)) return;
    this.known.set(url, null);
    if (this.begun) this.known.set(url, await this.read(url));
  }

  /** Reads what was noted so far; from now on `watch` reads at once. */
  begin(): Promise<void> {
    this.begun = true;
    return this.check();
  }

  /** Reads every watched manifest again; concurrent calls share one round. Nothing before `begin`. */
  check(): Promise<void> {
    if (!this.begun) return Promise.resolve();
    this.checking ??= this.checkAll().finally(() => (this.checking = null));
    return this.checking;
  }

  private async checkAll(): Promise<void> {
    await Promise.all(
      [...this.known].map(async ([url, before]) => {
        const now = await this.read(url);
        if (now === null) return;
        if (before === null) this.known.set(url, now);
        else if (now !== before) useNewVersionStore.setState({ available: true });
      }),
    );
  }
}

/** The build manifest beside a remote's federation manifest. */
export function buildManifestOf(remoteManifestUrl: string): string {
  return new URL(BUILD_MANIFEST, remoteManifestUrl).href;
}

/**
 * Begins once the page has loaded and the browser is idle, then polls on an interval and whenever
 * the page comes back into view (a phone woken up, a tab chosen).
 */
export function startVersionPolling(watch: VersionWatch, intervalMs = VERSION_POLL_MS): () => void {
  const begin = () => (window.requestIdleCallback ?? setTimeout)(() => void watch.begin());
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
  const check = () => void watch.check();
  const onVisible = () => document.visibilityState === 'visible' && check();
  const timer = setInterval(check, intervalMs);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
