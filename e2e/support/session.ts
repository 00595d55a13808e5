import type { BrowserContext, Page } from 'playwright-core';
import type { Role } from '@ela/contracts';
import { ApiClient, latestCode, type Stack } from '@ela/stack';

export { ensureAdmin, freshPhone } from '@ela/stack';

export const international = (phone: string) => `+98${phone.slice(1)}`;

/** Logs in through the API and puts the session's four cookies in the browser, as the login page would. */
export async function addSessionCookies(context: BrowserContext, stack: Stack, role: Role, phone: string) {
  const pair = await new ApiClient(stack.urls.api).login(role, phone, stack.config.smsOutboxFile);
  const values = {
    'auth.user': JSON.stringify(pair.user),
    'auth.accessToken': pair.access_token,
    'auth.refreshToken': pair.refresh_token,
    'auth.isAdmin': String(role === 'admin'),
  };
  await context.addCookies(
    Object.entries(values).map(([name, value]) => ({
      name,
      value: encodeURIComponent(value),
      url: stack.urls.shell,
      sameSite: 'Lax' as const,
    })),
  );
  return pair;
}

/** The session cookies the browser holds for the shop. */
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
