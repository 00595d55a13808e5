/**
 * Request options for the panel's reads. The API lets browsers cache public reads for half a minute;
 * an administrator who has just saved something must see it, so these skip the browser's cache.
 */
export const FRESH = { headers: { 'Cache-Control': 'no-cache' } } as const;
