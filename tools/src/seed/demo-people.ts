/** The demo accounts the README names; codes for them appear in the SMS outbox. */
export const DEMO_ADMIN_PHONE = '09120000000';
export const DEMO_CUSTOMER_PHONE = '09120000001';
