import { fetchRuntimeConfig, type ShopContact } from '@ela/web-kit';

/**
 * How customers reach the shop, as the deployment sets it: the same runtime config the shell's
 * footer reads, which the shell's server writes into every page (so no request is made there).
 * Null when it cannot be read: the invoice then goes without it rather than not at all.
 */
export async function getShopContact(): Promise<ShopContact | null> {
  try {
    return (await fetchRuntimeConfig()).contact ?? null;
  } catch {
    return null;
  }
}
