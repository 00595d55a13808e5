import type { BrowserContext, Page } from 'playwright-core';
import { SUBJECTS, type Role } from '@ela/contracts';
import { ApiClient, ServiceClient, latestCode, type Stack } from '@ela/stack';

let sequence = 0;
/** A mobile number no other test uses, so per-number resend limits never meet. */
export function freshPhone(): string {
  sequence = (sequence + 1) % 1000;
  const run = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return `0936${run}${String(sequence).padStart(3, '0')}`;
}

export const international = (phone: string) => `+98${phone.slice(1)}`;

/** Makes the number an administrator's, as `npm run admin:create` does. */
export async function ensureAdmin(stack: Stack, phone: string, name: string | null = null): Promise<void> {
  const services = await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix);
  try {
    await services.request(SUBJECTS.auth.admins.ensure, { body: { phone, name } });
  } finally {
    await services.close();
  }
}

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
