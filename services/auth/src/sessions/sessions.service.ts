import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ERROR_CODES,
  MESSAGES,
  REFRESH_REUSE_GRACE_SECONDS,
  type Role,
  type TokenPair,
  type User,
} from '@ela/contracts';
import { AccessTokenSigner, ServiceError, type CallerVerifier, type TokenSubject } from '@ela/service-kit';
import { AUTH_CONFIG, CALLER_VERIFIER, type AuthConfig } from '../config';
import { AccountsRepository } from '../accounts/accounts.repository';
import { RefreshTokensRepository } from './refresh-tokens.repository';
import { SuccessorTokens, hashToken } from './successor-tokens';

const unauthorized = (message: string) =>
  new ServiceError({ statusCode: 401, message, error: ERROR_CODES.refreshInvalid });

/** An account that may hold tokens: whom to sign them for, and how it is shown. */
export interface Account {
  subject: TokenSubject;
  user: User;
}

/** Issues token pairs and rotates refresh tokens; a reused refresh token ends its whole login. */
@Injectable()
export class SessionsService {
  private readonly logger = new Logger(SessionsService.name);

  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(CALLER_VERIFIER) private readonly callers: CallerVerifier,
    private readonly signer: AccessTokenSigner,
    private readonly refreshTokens: RefreshTokensRepository,
    private readonly accounts: AccountsRepository,
    private readonly successors: SuccessorTokens,
  ) {}

  async issue({ subject, user }: Account, familyId: string = randomUUID()): Promise<TokenPair> {
    const refreshToken = randomBytes(32).toString('base64url');
    const expiresAt = this.refreshExpiry();
    await this.refreshTokens.add({
      familyId,
      subjectId: subject.id,
      role: subject.role,
      tokenHash: hashToken(refreshToken),
      expiresAt,
    });
    return this.pair({ subject, user }, refreshToken, new Date(), expiresAt);
  }

  /**
   * Rotates a refresh token. Its successor is derived from it (see `SuccessorTokens`), so a second
   * refresh with the same token within the grace gets the very same pair without auth ever keeping
   * a token it could hand out; after the grace, a spent token ends its whole login.
   */
  async refresh(refreshToken: string, role: Role): Promise<TokenPair> {
    const successor = this.successors.of(refreshToken);
    const outcome = await this.refreshTokens.rotate(
      hashToken(refreshToken),
      role,
      { tokenHash: hashToken(successor), expiresAt: this.refreshExpiry() },
      REFRESH_REUSE_GRACE_SECONDS,
    );
    if (outcome.kind === 'reused') {
      await this.refreshTokens.revokeFamily(outcome.familyId);
      this.logger.warn(`refresh token reused; family ${outcome.familyId} revoked`);
    }
    if (outcome.kind !== 'rotated' && outcome.kind !== 'repeated')
      throw unauthorized(MESSAGES.refreshInvalid);
    const account = await this.accountOf(outcome.subjectId, role);
    if (!account) {
      await this.refreshTokens.revokeFamily(outcome.familyId);
      throw unauthorized(MESSAGES.refreshInvalid);
    }
    return this.pair(account, successor, outcome.issuedAt, outcome.expiresAt);
  }

  /** Logging out: the login the token belongs to ends, whatever state the token is in. */
  async logout(refreshToken: string | undefined, role: Role): Promise<{ ok: true }> {
    if (refreshToken) await this.refreshTokens.revokeFamilyOf(hashToken(refreshToken), role);
    return { ok: true };
  }

  /** The person an access token belongs to (POST /auth/me); a deactivated admin's is refused. */
  async me(accessToken: string): Promise<User> {
    const caller = await this.callers.verify(accessToken);
    const account = caller && (await this.accountOf(caller.id, caller.role));
    if (!account)
      throw new ServiceError({
        statusCode: 401,
        message: MESSAGES.tokenInvalid,
        error: ERROR_CODES.unauthorized,
      });
    return account.user;
  }

  private refreshExpiry(): Date {
    return new Date(Date.now() + this.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
  }

  private async pair({ subject, user }: Account, refreshToken: string, issuedAt: Date, expiresAt: Date) {
    return {
      access_token: await this.signer.sign(subject, issuedAt),
      refresh_token: refreshToken,
      refresh_expires_at: expiresAt.toISOString(),
      user,
    } satisfies TokenPair;
  }

  /** A live account of the role; deactivated admins have none. */
  private async accountOf(id: string, role: Role): Promise<Account | null> {
    if (role === 'admin') {
      const admin = await this.accounts.adminById(id);
      return admin && { subject: { id, role, tokenVersion: admin.tokenVersion }, user: admin.toContract() };
    }
    const user = await this.accounts.userById(id);
    return user && { subject: { id, role }, user: user.toContract() };
  }
}
