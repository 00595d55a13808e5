import type { Caller } from '@ela/contracts';

/** Resolves the caller from an Authorization header; null when absent or not valid. */
export interface Authenticator {
  resolve(authorization: string | undefined): Promise<Caller | null>;
}
export const AUTHENTICATOR = Symbol('AUTHENTICATOR');

/** Until tokens can be verified, nobody is recognised: every non-public route answers 401. */
export class NobodyAuthenticator implements Authenticator {
  async resolve(): Promise<Caller | null> {
    return null;
  }
}
