/** What content rows share: the owning service, who may call, and how long public reads are cached. */
export const service = 'content';
export const read = { access: 'public', service, maxAge: 30 } as const;
export const admin = { access: 'admin', service } as const;
export const user = { access: 'user', service } as const;
