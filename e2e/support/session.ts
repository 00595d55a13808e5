import type { BrowserContext, Page } from 'playwright-core';
import { REFRESH_COOKIE, REFRESH_PATHS, type Role, type TokenPair } from '@ela/contracts';
import { ApiClient, latestCode, type Stack } from '@ela/stack';

export { ensureAdmin, freshPhone } from '@ela/stack';

export const international = (phone: string) => `+98${phone.slice(1)}`;

/**
 * Puts a session in the browser as a login leaves it: the three cookies the pages read, and the
 * gateway's HttpOnly refresh cookie on the API's refresh path.
 */
export async function addSessionPair(context: BrowserContext, stack: Stack, role: Role, pair: TokenPair) {
  const values = {
    'auth.user': JSON.stringify(pair.user),
    'auth.accessToken': pair.access_token,
    'auth.isAdmin': String(role === 'admin'),
  };
  const api = new URL(stack.urls.api);
  await context.addCookies([
    ...Object.entries(values).map(([name, value]) => ({
      name,
      value: encodeURIComponent(value),
      url: stack.urls.shell,
      sameSite: 'Lax' as const,
    })),
    {
      name: REFRESH_COOKIE,
      value: pair.refresh_token,
      domain: api.hostname,
      path: REFRESH_PATHS[role],
      httpOnly: true,
      sameSite: 'Strict' as const,
    },
  ]);
}

/** Logs in through the API and puts the session in the browser, as the login page would. */
export async function addSessionCookies(context: BrowserContext, stack: Stack, role: Role, phone: string) {
  const pair = await new ApiClient(stack.urls.api).login(role, phone, stack.config.smsOutboxFile);
  await addSessionPair(context, stack, role, pair);
  return pair;
}

/** The session cookies the browser holds for the shop (the refresh cookie is on the API's paths). */
export async function sessionCookies(context: BrowserContext, stack: Stack) {
  return (await context.cookies(stack.urls.shell)).filter((cookie) => cookie.name.startsWith('auth.'));
}

/**
 * Goes through a login page as a person would: the number (typed as given, Persian digits welcome),
 * then the code read from the SMS outbox.
 */
export async function logInThroughPage(
  page: Page,
  stack: Stack,
  phone: string,
  typed = phone,
): Promise<void> {
  await page.getByLabel('شمارهٔ موبایل').fill(typed);
  await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
  const codeInput = page.getByLabel('کد ورود');
  await codeInput.waitFor();
  const code = await latestCode(stack.config.smsOutboxFile, international(phone));
  // Six digits are sent as soon as they are all there.
  await codeInput.fill(code);
}
