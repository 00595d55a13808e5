import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@ela/contracts';
import { Handles, type RouteRequest } from '@ela/service-kit';
import { SessionsService } from './sessions.service';

const { sessions } = SUBJECTS.auth;

@Controller()
export class SessionsHandlers {
  constructor(private readonly sessions: SessionsService) {}

  @Handles(sessions.refreshUser)
  refreshUser(@Payload() req: RouteRequest<typeof sessions.refreshUser>) {
    return this.sessions.refresh(req.body.refreshToken, 'user');
  }

  @Handles(sessions.refreshAdmin)
  refreshAdmin(@Payload() req: RouteRequest<typeof sessions.refreshAdmin>) {
    return this.sessions.refresh(req.body.refreshToken, 'admin');
  }

  @Handles(sessions.logoutUser)
  logoutUser(@Payload() req: RouteRequest<typeof sessions.logoutUser>) {
    return this.sessions.logout(req.body.refreshToken, 'user');
  }

  @Handles(sessions.logoutAdmin)
  logoutAdmin(@Payload() req: RouteRequest<typeof sessions.logoutAdmin>) {
    return this.sessions.logout(req.body.refreshToken, 'admin');
  }

  @Handles(sessions.me)
  me(@Payload() req: RouteRequest<typeof sessions.me>) {
    return this.sessions.me(req.body.access_token);
  }
}
