/** The parts of a remote's `mf-manifest.json` that say what its routes module needs first. */
interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: Array<{ path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }>;
}

export interface RemoteStart {
  manifest: string;
  /** Absolute URLs of the scripts and stylesheets its `./routes` module loads before it runs. */
  scripts: string[];
  styles: string[];
}

/** How long a remote's manifest is trusted before it is read again (a deploy shows within this). */
export const MANIFEST_MAX_AGE_MS = 30_000;
const READ_TIMEOUT_MS = 1000;

/**
 * What each remote's first screen needs, from its federation manifest (read by this server, kept
 * for half a minute), so the page can ask for it while the shell's own code is still arriving.
 * A remote that does not answer gives no hints; the page loads as before.
 */
export class RemoteManifests {
  private readonly cache = new Map<string, { at: number; start: Promise<RemoteStart | null> }>();

  constructor(private readonly remotes: Record<string, string>) {}

  start(remote: string): Promise<RemoteStart | null> {
    const url = this.remotes[remote];
    if (!url) return Promise.resolve(null);
    const cached = this.cache.get(remote);
    if (cached && Date.now() - cached.at < MANIFEST_MAX_AGE_MS) return cached.start;
    const start = read(url);
    this.cache.set(remote, { at: Date.now(), start });
    return start;
  }
}

async function read(manifestUrl: string): Promise<RemoteStart | null> {
  try {
    const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
    if (!response.ok) return null;
    return remoteStart(manifestUrl, (await response.json()) as FederationManifest);
  } catch {
    return null;
  }
}

/** The remote entry and the routes module's first files, as absolute URLs beside the manifest. */
export function remoteStart(manifestUrl: string, manifest: FederationManifest): RemoteStart {
  const at = (file: string) => new URL(file, manifestUrl).href;
  const routes = manifest.exposes.find((expose) => expose.path === './routes');
  const entry = manifest.metaData.remoteEntry;
  return {
    manifest: manifestUrl,
    scripts: [
      at(`${entry.path ? `${entry.path}/` : ''}${entry.name}`),
      ...(routes?.assets.js.sync ?? []).map(at),
    ],
    styles: (routes?.assets.css.sync ?? []).map(at),
  };
}
