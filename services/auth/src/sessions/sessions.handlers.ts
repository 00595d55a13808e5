import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, meBody, refreshBody, type Envelope } from '@ela/contracts';
import { input } from '@ela/service-kit';
import { SessionsService } from './sessions.service';

const { sessions } = SUBJECTS.auth;

@Controller()
export class SessionsHandlers {
  constructor(private readonly sessions: SessionsService) {}

  @MessagePattern(sessions.refreshUser)
  refreshUser(@Payload() msg: Envelope) {
    return this.sessions.refresh(input(refreshBody, msg.body, 'body').refreshToken, 'user');
  }

  @MessagePattern(sessions.refreshAdmin)
  refreshAdmin(@Payload() msg: Envelope) {
    return this.sessions.refresh(input(refreshBody, msg.body, 'body').refreshToken, 'admin');
  }

  @MessagePattern(sessions.me)
  me(@Payload() msg: Envelope) {
    return this.sessions.me(input(meBody, msg.body, 'body').access_token);
  }
}
