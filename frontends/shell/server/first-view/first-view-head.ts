import { HOME_PAGE_READS } from '@ela/contracts';
import type { Screen } from '../screens.js';
import { escapeHtml } from '../seo/page-head.js';
import type { RemoteManifests } from './remote-manifests.js';

export interface FirstViewSources {
  apiBaseUrl: string;
  runtimeConfig: object;
  manifests: Pick<RemoteManifests, 'start'>;
}

/** The API reads a screen starts with, asked for along with the page (their answers are cacheable). */
const SCREEN_READS: Record<string, readonly string[]> = { '/': Object.values(HOME_PAGE_READS) };

const preload = (href: string, as: string, crossorigin = false) =>
  `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${crossorigin ? ' crossorigin="anonymous"' : ''} />`;

/**
 * What a page carries besides its head so that it starts sooner on a slow phone: the runtime config
 * written in (no request for it), a connection to the API opened early, and the remote's manifest,
 * entry and first files and the screen's first API reads asked for at once instead of one after another.
 * Guarded screens get no hints without a session: the visitor is about to be sent to a login page.
 */
export async function firstViewHead(screen: Screen | null, hasSession: boolean, sources: FirstViewSources) {
  const config = JSON.stringify(sources.runtimeConfig).replace(/</g, '\\u003c');
  const lines = [
    `<script id="runtime-config" type="application/json">${config}</script>`,
    `<link rel="preconnect" href="${escapeHtml(sources.apiBaseUrl)}" crossorigin="anonymous" />`,
  ];
  if (screen && screen.owner !== 'shell' && (!screen.guard || hasSession)) {
    const start = await sources.manifests.start(screen.owner);
    if (start) {
      lines.push(preload(start.manifest, 'fetch', true));
      lines.push(...start.scripts.map((href) => preload(href, 'script')));
      lines.push(...start.styles.map((href) => preload(href, 'style')));
    }
    for (const read of SCREEN_READS[screen.path] ?? [])
      lines.push(preload(`${sources.apiBaseUrl}${read}`, 'fetch', true));
  }
  return lines.join('\n    ');
}
