import { FIRST_VIEW_ELEMENTS } from '@ela/contracts';

/** How customers reach the shop, as each deployment sets it (the footer shows it). */
export interface ShopContact {
  phone: string;
  email: string;
  address: string;
}

/** What a page learns at start from `/mf-config.json`, so one build runs anywhere. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  /** Remote name → URL of its `mf-manifest.json`. */
  remotes: Record<string, string>;
  contact?: ShopContact;
}

export const RUNTIME_CONFIG_PATH = '/mf-config.json';

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const config = value as Partial<RuntimeConfig> | null;
  if (typeof config?.apiBaseUrl !== 'string') throw new Error('mf-config.json: apiBaseUrl is missing');
  const remotes = config.remotes ?? {};
  for (const [name, url] of Object.entries(remotes)) {
    if (typeof url !== 'string') throw new Error(`mf-config.json: remote ${name} has no URL`);
  }
  const contact = config.contact;
  const valid =
    contact &&
    ['phone', 'email', 'address'].every((key) => typeof contact[key as keyof ShopContact] === 'string');
  return { apiBaseUrl: config.apiBaseUrl, remotes, ...(valid ? { contact } : {}) };
}

/** The runtime config: from the page when its server wrote it there, else from the page's own server. */
export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const inline = document.getElementById(FIRST_VIEW_ELEMENTS.runtimeConfig)?.textContent;
  if (inline) return parseRuntimeConfig(JSON.parse(inline));
  const response = await fetch(RUNTIME_CONFIG_PATH, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_PATH} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
