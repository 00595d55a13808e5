import type { AuditEntry, Page } from '@ela/contracts';
import { http } from '@ela/web-kit';

/** The services that keep an audit log of their own, each at `GET /<service>/audit-log`. */
export const AUDITED_SERVICES = ['catalog', 'orders', 'payments', 'content', 'auth'] as const;
export type AuditedService = (typeof AUDITED_SERVICES)[number];

export function isAuditedService(value: string | undefined): value is AuditedService {
  return (AUDITED_SERVICES as readonly string[]).includes(value ?? '');
}

/** GET /<service>/audit-log: one page of what administrators changed there, newest first. */
export async function getAuditLog(
  service: AuditedService,
  query: { page: number; limit: number },
  signal?: AbortSignal,
): Promise<Page<AuditEntry>> {
  const { data } = await http.get<Page<AuditEntry>>(`/${service}/audit-log`, {
    params: { ...query, sort: 'newest' },
    signal,
  });
  return data;
}
