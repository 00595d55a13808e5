/** What orders rows share: the owning service, and who may call. */
export const service = 'orders';
export const admin = { access: 'admin', service } as const;
export const user = { access: 'user', service } as const;
