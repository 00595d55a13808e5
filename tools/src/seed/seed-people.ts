import { SUBJECTS } from '@ela/contracts';
import { SYSTEM_ADMIN, type ServiceClient } from '@ela/stack';

/** The demo accounts the README names; codes for them appear in the SMS outbox. */
export const DEMO_ADMIN_PHONE = '09120000000';
export const DEMO_CUSTOMER_PHONE = '09120000001';

export async function seedPeople(client: ServiceClient): Promise<void> {
  await client.request(
    SUBJECTS.auth.admins.ensure,
    { body: { phone: DEMO_ADMIN_PHONE, name: 'مدیر فروشگاه' } },
    SYSTEM_ADMIN,
  );
  await client.request(
    SUBJECTS.auth.customers.ensure,
    { body: { phone: DEMO_CUSTOMER_PHONE, profile: { firstName: 'سارا', lastName: 'محمدی' } } },
    SYSTEM_ADMIN,
  );
}
