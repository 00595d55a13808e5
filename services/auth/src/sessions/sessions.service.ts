import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ERROR_CODES, MESSAGES, type Role, type TokenPair, type User } from '@ela/contracts';
import { AccessTokenSigner, ServiceError, type CallerVerifier, type TokenSubject } from '@ela/service-kit';
import { AUTH_CONFIG, CALLER_VERIFIER, type AuthConfig } from '../config';
import { AccountsRepository } from '../accounts/accounts.repository';
import { RefreshTokensRepository } from './refresh-tokens.repository';

const unauthorized = (message: string) =>
  new ServiceError({ statusCode: 401, message, error: ERROR_CODES.refreshInvalid });
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

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
  ) {}

  async issue({ subject, user }: Account, familyId: string = randomUUID()): Promise<TokenPair> {
    const refreshToken = randomBytes(32).toString('base64url');
    await this.refreshTokens.add({
      familyId,
      subjectId: subject.id,
      role: subject.role,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + this.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
    });
    return { access_token: await this.signer.sign(subject), refresh_token: refreshToken, user };
  }

  async refresh(refreshToken: string, role: Role): Promise<TokenPair> {
    const outcome = await this.refreshTokens.markUsed(hashToken(refreshToken), role);
    if (outcome.kind === 'reused') {
      await this.refreshTokens.revokeFamily(outcome.familyId);
      this.logger.warn(`refresh token reused; family ${outcome.familyId} revoked`);
    }
    if (outcome.kind !== 'rotated') throw unauthorized(MESSAGES.refreshInvalid);
    const account = await this.accountOf(outcome.token.subjectId, role);
    if (!account) {
      await this.refreshTokens.revokeFamily(outcome.token.familyId);
      throw unauthorized(MESSAGES.refreshInvalid);
    }
    return this.issue(account, outcome.token.familyId);
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
