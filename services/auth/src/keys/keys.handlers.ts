import { Controller, Inject } from '@nestjs/common';
import { SUBJECTS } from '@ela/contracts';
import { ALGORITHM, Handles } from '@ela/service-kit';
import { AUTH_CONFIG, type AuthConfig } from '../config';

const { keys } = SUBJECTS.auth;

/**
 * GET /auth/jwks: the public keys tokens are accepted from, for operators to compare with what
 * the services are configured with. Services never fetch keys this way: a NATS reply could be
 * forged, while their configuration cannot.
 */
@Controller()
export class KeysHandlers {
  constructor(@Inject(AUTH_CONFIG) private readonly config: AuthConfig) {}

  @Handles(keys.jwks)
  jwks() {
    return {
      keys: this.config.ACCESS_TOKEN_PUBLIC_KEYS.keys.map((key) => ({ ...key, alg: ALGORITHM, use: 'sig' })),
    };
  }
}
