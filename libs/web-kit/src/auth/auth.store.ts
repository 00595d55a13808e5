import { create } from 'zustand';
import type { Role, SessionAnswer, User } from '@ela/contracts';
import {
  EMPTY_SESSION,
  clearSessionCookies,
  readSessionCookies,
  writeSessionCookies,
  type SessionSnapshot,
} from './session-cookies';

/** Where a change of the access token came from: this tab, or another one (seen in the cookies). */
export type TokenChangeOrigin = 'this-tab' | 'other-tab';
export type AccessTokenListener = (accessToken: string | null, origin: TokenChangeOrigin) => void;

/**
 * The session of this browser. web-kit is a federation singleton, so the shell and every remote
 * read this one store; the cookies stay the source of truth and every change is written to them.
 */
export const useAuthStore = create<SessionSnapshot>()(() =>
  typeof document === 'undefined' ? EMPTY_SESSION : readSessionCookies(),
);

const listeners = new Set<AccessTokenListener>();

/**
 * Calls `listener` whenever the access token changes: a login, a refresh, a logout, or any of
 * these in another tab. The analytics queue flushes from here. Returns the unsubscribe function.
 */
export function onAccessTokenChange(listener: AccessTokenListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function sameSession(a: SessionSnapshot, b: SessionSnapshot): boolean {
  return (
    a.accessToken === b.accessToken &&
    a.isAdmin === b.isAdmin &&
    JSON.stringify(a.user) === JSON.stringify(b.user)
  );
}

function commit(next: SessionSnapshot, origin: TokenChangeOrigin): void {
  const previous = useAuthStore.getState();
  if (sameSession(previous, next)) return;
  useAuthStore.setState(next, true);
  if (previous.accessToken === next.accessToken) return;
  for (const listener of [...listeners]) {
    try {
      listener(next.accessToken, origin);
    } catch (error) {
      console.error('An access-token listener failed', error);
    }
  }
}

function save(next: SessionSnapshot): void {
  writeSessionCookies(next);
  commit(next, 'this-tab');
}

function snapshotOf(pair: SessionAnswer, role: Role): SessionSnapshot {
  return { user: pair.user, accessToken: pair.access_token, isAdmin: role === 'admin' };
}

/** The session's changes; each one writes the cookies first, so other tabs see it too. */
export const authSession = {
  /** After a login with a one-time code. */
  start(pair: SessionAnswer, role: Role): void {
    save(snapshotOf(pair, role));
  },
  /** After a refresh: a new access token (the new refresh token is in the gateway's cookie). */
  renew(pair: SessionAnswer, role: Role): void {
    save(snapshotOf(pair, role));
  },
  /** A fresher copy of the person (after a profile edit, say). */
  setUser(user: User): void {
    // Another tab may have refreshed or ended the session since this one last looked: build on
    // what the cookies hold now, never write this tab's older token back over theirs.
    authSession.syncFromCookies();
    const current = useAuthStore.getState();
    if (current.accessToken) save({ ...current, user });
  },
  clear(): void {
    clearSessionCookies();
    commit(EMPTY_SESSION, 'this-tab');
  },
  /** Takes in what another tab wrote to the cookies (a login, a refresh, a logout). */
  syncFromCookies(): void {
    commit(readSessionCookies(), 'other-tab');
  },
};

/** Logged in means an access token exists (spec section 4). */
export function isLoggedIn(session: SessionSnapshot): boolean {
  return Boolean(session.accessToken);
}

export function sessionRole(session: SessionSnapshot): Role {
  return session.isAdmin ? 'admin' : 'user';
}
