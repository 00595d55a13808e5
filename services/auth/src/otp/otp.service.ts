import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ERROR_CODES,
  MESSAGES,
  type ClientInfo,
  type LoginBody,
  type OtpSent,
  type SendOtpBody,
  type TokenPair,
} from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { AccountsRepository } from '../accounts/accounts.repository';
import { SessionsService } from '../sessions/sessions.service';
import { CaptchaGuard } from '../captcha/captcha.guard';
import { SMS_SENDER, type SmsSender } from '../sms/sms-sender';
import { OtpStore } from './otp-store';
import { RateLimits } from './rate-limits';
import { hashOtp, newOtpCode, sameHash, type OtpPurpose } from './otp-code';

const otpError = (statusCode: number, message: string, error: string, details?: unknown) =>
  new ServiceError({ statusCode, message, error, details });

/** One-time codes by SMS: sending them under limits, and trading a right one for a login. */
@Injectable()
export class OtpService {
  private readonly logger = new Logger(OtpService.name);

  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    private readonly store: OtpStore,
    private readonly limits: RateLimits,
    private readonly captcha: CaptchaGuard,
    private readonly accounts: AccountsRepository,
    private readonly sessions: SessionsService,
  ) {}

  /**
   * The admin variant sends only to admin numbers but answers exactly the same either way,
   * so nobody can learn which numbers belong to admins.
   */
  async send(purpose: OtpPurpose, body: SendOtpBody, client: ClientInfo | null): Promise<OtpSent> {
    await this.captcha.require(body.captchaToken, client?.ip);
    await this.limits.beforeSend(purpose, body.phone, client?.ip);
    const mayLogIn = purpose === 'user' || (await this.accounts.activeAdminByPhone(body.phone)) !== null;
    if (mayLogIn) {
      const code = newOtpCode();
      await this.store.save(
        purpose,
        body.phone,
        hashOtp(this.config.OTP_SECRET, purpose, body.phone, code),
        this.config.OTP_TTL_SECONDS,
      );
      await this.sms.sendLoginCode(body.phone, code);
    } else {
      this.logger.warn(`admin code asked for a number that is not an admin`);
    }
    return { sent: true, expiresIn: this.config.OTP_TTL_SECONDS, resendIn: this.config.OTP_RESEND_SECONDS };
  }

  async login(purpose: OtpPurpose, body: LoginBody, client: ClientInfo | null): Promise<TokenPair> {
    await this.captcha.require(body.captchaToken, client?.ip);
    await this.limits.beforeLogin(client?.ip);
    await this.checkCode(purpose, body.phone, body.code);
    if (purpose === 'admin') {
      const admin = await this.accounts.activeAdminByPhone(body.phone);
      if (!admin) throw otpError(400, MESSAGES.otpExpired, ERROR_CODES.otpExpired);
      return this.sessions.issue({
        subject: { id: admin.id, role: 'admin', tokenVersion: admin.tokenVersion },
        user: admin.toContract(),
      });
    }
    const user = await this.accounts.userByPhoneOrCreate(body.phone);
    return this.sessions.issue({ subject: { id: user.id, role: 'user' }, user: user.toContract() });
  }

  private async checkCode(purpose: OtpPurpose, phone: string, code: string): Promise<void> {
    const max = this.config.OTP_MAX_ATTEMPTS;
    const stored = await this.store.read(purpose, phone, max);
    if (stored === 'missing') throw otpError(400, MESSAGES.otpExpired, ERROR_CODES.otpExpired);
    if (stored === 'locked') throw otpError(429, MESSAGES.otpTooManyTries, ERROR_CODES.otpTooManyTries);
    const hash = hashOtp(this.config.OTP_SECRET, purpose, phone, code);
    if (!sameHash(stored.hash, hash)) {
      const left = await this.store.recordFailure(purpose, phone, max);
      if (left === 0) throw otpError(429, MESSAGES.otpTooManyTries, ERROR_CODES.otpTooManyTries);
      throw otpError(400, MESSAGES.otpInvalid, ERROR_CODES.otpInvalid, { attemptsLeft: left });
    }
    if (!(await this.store.consume(purpose, phone, stored.hash))) {
      throw otpError(400, MESSAGES.otpExpired, ERROR_CODES.otpExpired);
    }
  }
}
