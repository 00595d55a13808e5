import { FIRST_VIEW_ELEMENTS, HOME_PAGE_READS } from '@ela/contracts';
import type { Screen } from '../screens.js';
import { readApi } from '../seo/api-reader.js';
import { escapeHtml, nonceAttribute, scriptJson } from '../seo/page-head.js';
import type { RemoteManifests } from './remote-manifests.js';

export interface FirstViewSources {
  apiBaseUrl: string;
  runtimeConfig: object;
  manifests: Pick<RemoteManifests, 'start'>;
  /** A public API read's JSON body, or undefined when the API did not answer it in time. */
  read: (path: string) => Promise<unknown>;
}

/**
 * How long a page waits for its first reads. They are normally answered from the gateway's cache in
 * a few milliseconds; a slow API must not hold the page, which then tells the browser to ask itself.
 */
export const FIRST_READ_TIMEOUT_MS = 300;

/** First reads from the API's internal address, as anyone would get them (no session). */
export const firstReadsFrom =
  (apiUrl: string) =>
  async (path: string): Promise<unknown> => {
    const answer = await readApi(apiUrl, path, FIRST_READ_TIMEOUT_MS);
    return answer.kind === 'found' ? answer.value : undefined;
  };

/** The API reads a screen starts with, asked for along with the page (their answers are cacheable). */
const SCREEN_READS: Record<string, readonly string[]> = { '/': Object.values(HOME_PAGE_READS) };

const jsonElement = (id: string, value: unknown, nonce?: string) =>
  `<script id="${id}" type="application/json"${nonceAttribute(nonce)}>${scriptJson(value)}</script>`;

const preload = (href: string, as: string, crossorigin = false) =>
  `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${crossorigin ? ' crossorigin="anonymous"' : ''} />`;

/**
 * What a page carries besides its head so that it starts sooner on a slow phone: the runtime config
 * written in (no request for it), a connection to the API opened early, the remote's manifest, entry
 * and first files asked for at once instead of one after another, and the screen's first API reads
 * written in as well (the page renders them without a request; one the API did not answer in time
 * is preloaded instead). Guarded screens get no hints without a session: the visitor is about to
 * be sent to a login page. Its script elements carry the response's nonce.
 */
export async function firstViewHead(
  screen: Screen | null,
  hasSession: boolean,
  sources: FirstViewSources,
  nonce?: string,
) {
  const lines = [
    jsonElement(FIRST_VIEW_ELEMENTS.runtimeConfig, sources.runtimeConfig, nonce),
    `<link rel="preconnect" href="${escapeHtml(sources.apiBaseUrl)}" crossorigin="anonymous" />`,
  ];
  if (!screen || screen.owner === 'shell' || (screen.guard && !hasSession)) return lines.join('\n    ');
  const reads = SCREEN_READS[screen.path] ?? [];
  const [start, ...answers] = await Promise.all([
    sources.manifests.start(screen.owner),
    ...reads.map((path) => sources.read(path)),
  ]);
  if (start) {
    lines.push(preload(start.manifest, 'fetch', true));
    lines.push(...start.scripts.map((href) => preload(href, 'script')));
    lines.push(...start.styles.map((href) => preload(href, 'style')));
  }
  const written: Record<string, unknown> = {};
  reads.forEach((path, i) => {
    if (answers[i] === undefined) lines.push(preload(`${sources.apiBaseUrl}${path}`, 'fetch', true));
    else written[path] = answers[i];
  });
  if (Object.keys(written).length) lines.push(jsonElement(FIRST_VIEW_ELEMENTS.reads, written, nonce));
  return lines.join('\n    ');
}
