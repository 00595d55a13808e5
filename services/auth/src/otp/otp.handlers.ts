import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@ela/contracts';
import { Handles, type RouteRequest } from '@ela/service-kit';
import { OtpService } from './otp.service';

const { otp, sessions } = SUBJECTS.auth;

@Controller()
export class OtpHandlers {
  constructor(private readonly otp: OtpService) {}

  @Handles(otp.send)
  send(@Payload() req: RouteRequest<typeof otp.send>) {
    return this.otp.send('user', req.body, req.client);
  }

  @Handles(otp.sendAdmin)
  sendAdmin(@Payload() req: RouteRequest<typeof otp.sendAdmin>) {
    return this.otp.send('admin', req.body, req.client);
  }

  @Handles(sessions.loginUser)
  loginUser(@Payload() req: RouteRequest<typeof sessions.loginUser>) {
    return this.otp.login('user', req.body, req.client);
  }

  @Handles(sessions.loginAdmin)
  loginAdmin(@Payload() req: RouteRequest<typeof sessions.loginAdmin>) {
    return this.otp.login('admin', req.body, req.client);
  }
}
