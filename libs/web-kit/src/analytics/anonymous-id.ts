import type { EventStorage } from './event-storage';
import { ANALYTICS_KEYS } from './analytics-settings';
import { uuidV4 } from './uuid';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** This browser's anonymous id (`anon_id_v1`): made once, then kept (in memory where storage fails). */
export function anonymousId(storage: EventStorage): string {
  const kept = storage.get(ANALYTICS_KEYS.anonId);
  if (kept && UUID.test(kept)) return kept;
  const made = uuidV4();
  storage.set(ANALYTICS_KEYS.anonId, made);
  return made;
}
