import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  SUBJECTS,
  captchaBody,
  loginBody,
  sendOtpBody,
  type CaptchaResult,
  type Envelope,
} from '@ela/contracts';
import { input } from '@ela/service-kit';
import { OtpService } from './otp.service';
import { CaptchaGuard } from '../captcha/captcha.guard';

const { otp, sessions, captcha } = SUBJECTS.auth;

@Controller()
export class OtpHandlers {
  constructor(
    private readonly otp: OtpService,
    private readonly captcha: CaptchaGuard,
  ) {}

  @MessagePattern(otp.send)
  send(@Payload() msg: Envelope) {
    return this.otp.send('user', input(sendOtpBody, msg.body, 'body'), msg.client);
  }

  @MessagePattern(otp.sendAdmin)
  sendAdmin(@Payload() msg: Envelope) {
    return this.otp.send('admin', input(sendOtpBody, msg.body, 'body'), msg.client);
  }

  @MessagePattern(sessions.loginUser)
  loginUser(@Payload() msg: Envelope) {
    return this.otp.login('user', input(loginBody, msg.body, 'body'), msg.client);
  }

  @MessagePattern(sessions.loginAdmin)
  loginAdmin(@Payload() msg: Envelope) {
    return this.otp.login('admin', input(loginBody, msg.body, 'body'), msg.client);
  }

  @MessagePattern(captcha.verify)
  async verifyCaptcha(@Payload() msg: Envelope): Promise<CaptchaResult> {
    return { success: await this.captcha.check(input(captchaBody, msg.body, 'body').token, msg.client?.ip) };
  }
}
