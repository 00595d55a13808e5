import { SUBJECTS } from '@ela/contracts';
import { ApiClient } from './api-client';
import { SYSTEM_ADMIN, ServiceClient } from './service-request';
import type { Stack } from './stack';

/** A delivery address in Tehran (province 7, city 7013) for tests and benches that need one. */
export const TEST_ADDRESS = {
  title: 'خانه',
  receiverName: 'مشتری آزمایشی',
  receiverPhone: '09121234567',
  provinceId: 7,
  cityId: 7013,
  street: 'خیابان آزادی، کوچهٔ یکم',
  postalCode: '1234567890',
};

let counter = 0;
/** A mobile number unlikely to be used twice, so per-number limits never meet. */
export function freshPhone(): string {
  counter = (counter + 1) % 1000;
  return `0939${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}${String(counter).padStart(3, '0')}`;
}

/** Makes the number an administrator's, as `npm run admin:create` does. */
export async function ensureAdmin(stack: Stack, phone: string, name: string | null = null): Promise<void> {
  const services = await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix);
  try {
    await services.request(SUBJECTS.auth.admins.ensure, { body: { phone, name } }, SYSTEM_ADMIN);
  } finally {
    await services.close();
  }
}

/** An API client logged in as a new administrator of this stack. */
export async function adminApi(stack: Stack): Promise<ApiClient> {
  const phone = freshPhone();
  await ensureAdmin(stack, phone);
  const api = new ApiClient(stack.urls.api);
  return api.as((await api.login('admin', phone, stack.config.smsOutboxFile)).access_token);
}

/** An API client logged in as a new customer of this stack. */
export async function customerApi(stack: Stack): Promise<ApiClient> {
  const api = new ApiClient(stack.urls.api);
  return api.as((await api.login('user', freshPhone(), stack.config.smsOutboxFile)).access_token);
}
