import { createHash, createHmac, hkdfSync } from 'node:crypto';

/** Refresh tokens are stored only as this hash: a leaked table holds no usable token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * The token that replaces a spent refresh token is an HMAC of it, under a key only auth holds
 * (derived from `OTP_SECRET`, so a deployment has no new secret to keep). A second refresh with the
 * same token within the grace can then be answered with the same successor, which auth never
 * stores in any form it could hand out: the table keeps hashes only. Without the key, a spent token
 * says nothing about its successor, so a thief must still present it, and after the grace that
 * ends the login.
 */
export class SuccessorTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, '', 'ela refresh-token successor', 32));
  }

  of(refreshToken: string): string {
    return createHmac('sha256', this.key).update(refreshToken).digest('base64url');
  }
}
