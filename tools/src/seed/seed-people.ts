import { SUBJECTS } from '@ela/contracts';
import { SYSTEM_ADMIN, type ServiceClient } from '@ela/stack';
import { DEMO_ADMIN_PHONE, DEMO_CUSTOMER_PHONE } from './demo-people';

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
