import type { Role } from '@ela/contracts';
import { authSession } from './auth.store';

export type DeadSessionListener = (role: Role) => void;
const listeners = new Set<DeadSessionListener>();

/** Told whenever a saved session turns out dead; the shell asks for a login only on guarded pages. */
export function onDeadSession(listener: DeadSessionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The saved session could not be refreshed: revoked, spent elsewhere, or past its thirty days. It is
 * dropped and the visitor goes on as a guest where they are: public pages keep working and the
 * guest basket stays (it lives in localStorage, apart from the session). Only a page that needs a
 * login leaves, through the shell's guard, which sees the session gone.
 */
export function dropDeadSession(role: Role): void {
  authSession.clear();
  for (const listener of [...listeners]) listener(role);
}
