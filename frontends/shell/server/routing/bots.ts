const BOT =
  /googlebot|bingbot|yandex|baiduspider|duckduckbot|slurp|applebot|petalbot|facebookexternalhit|twitterbot|linkedinbot|telegrambot|semrushbot|ahrefsbot|mj12bot|crawler|spider|\bbot\b/i;

/** Search engines and link previewers: they get a bare 404 status, never an error page. */
export function isBot(userAgent: string | undefined): boolean {
  return Boolean(userAgent && BOT.test(userAgent));
}
