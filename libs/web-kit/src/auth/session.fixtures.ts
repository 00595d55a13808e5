// Test data for the session's specs; nothing in the bundle imports this file.
import type { SessionAnswer, User } from '@ela/contracts';

export const customer: User = {
  _id: '7b0e4c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b',
  phone: '+989121234567',
  role: 'user',
  firstName: 'سارا',
  lastName: 'محمدی',
  email: null,
  birthDate: null,
  nationalCode: null,
  createdAt: '2025-03-21T10:00:00.000Z',
};

export const admin: User = { ...customer, _id: '0d9c8b7a-6f5e-4d3c-8b2a-190817263544', role: 'admin' };

/** A login's or refresh's answer; the refresh token is in the gateway's cookie, never here. */
export const pair = (access: string, user: User = customer): SessionAnswer => ({
  access_token: access,
  user,
});
