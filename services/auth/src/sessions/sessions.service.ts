import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ERROR_CODES, MESSAGES, type Caller, type Role, type TokenPair, type User } from '@ela/contracts';
import { AccessTokens, ServiceError } from '@ela/service-kit';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { AccountsRepository } from '../accounts/accounts.repository';
import { RefreshTokensRepository } from './refresh-tokens.repository';

const unauthorized = (message: string) =>
  new ServiceError({ statusCode: 401, message, error: ERROR_CODES.refreshInvalid });
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Issues token pairs and rotates refresh tokens; a reused refresh token ends its whole login. */
@Injectable()
export class SessionsService {
  private readonly logger = new Logger(SessionsService.name);

  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly accessTokens: AccessTokens,
    private readonly refreshTokens: RefreshTokensRepository,
    private readonly accounts: AccountsRepository,
  ) {}

  async issue(caller: Caller, user: User, familyId: string = randomUUID()): Promise<TokenPair> {
    const refreshToken = randomBytes(32).toString('base64url');
    await this.refreshTokens.add({
      familyId,
      subjectId: caller.id,
      role: caller.role,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + this.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
    });
    return { access_token: await this.accessTokens.sign(caller), refresh_token: refreshToken, user };
  }

  async refresh(refreshToken: string, role: Role): Promise<TokenPair> {
    const outcome = await this.refreshTokens.markUsed(hashToken(refreshToken), role);
    if (outcome.kind === 'reused') {
      await this.refreshTokens.revokeFamily(outcome.familyId);
      this.logger.warn(`refresh token reused; family ${outcome.familyId} revoked`);
    }
    if (outcome.kind !== 'rotated') throw unauthorized(MESSAGES.refreshInvalid);
    const caller: Caller = { id: outcome.token.subjectId, role };
    const user = await this.userOf(caller);
    if (!user) {
      await this.refreshTokens.revokeFamily(outcome.token.familyId);
      throw unauthorized(MESSAGES.refreshInvalid);
    }
    return this.issue(caller, user, outcome.token.familyId);
  }

  /** The person an access token belongs to (POST /auth/me). */
  async me(accessToken: string): Promise<User> {
    const caller = await this.accessTokens.verifyAny(accessToken);
    const user = caller && (await this.userOf(caller));
    if (!user)
      throw new ServiceError({
        statusCode: 401,
        message: MESSAGES.tokenInvalid,
        error: ERROR_CODES.unauthorized,
      });
    return user;
  }

  async userOf(caller: Caller): Promise<User | null> {
    const account =
      caller.role === 'admin'
        ? await this.accounts.adminById(caller.id)
        : await this.accounts.userById(caller.id);
    return account?.toContract() ?? null;
  }
}
