import type { Page } from 'playwright-core';

/** A mid-range phone on a slow mobile link: the conditions the storefront's speed goals are set for. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  cpuSlowdown: 4,
  rttMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
} as const;

/** Applies the phone's CPU slowdown and network through the Chrome DevTools Protocol. */
export async function emulatePhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.rttMs,
    downloadThroughput: PHONE.downloadBitsPerSecond / 8,
    uploadThroughput: PHONE.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
}

/** Largest Contentful Paint so far, from the page's own observer (installed before any script). */
export const LCP_OBSERVER = `
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;
