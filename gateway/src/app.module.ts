import { Module, type DynamicModule } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from './config';
import { NatsBridge } from './nats/nats-bridge';
import { AccessTokens } from '@ela/service-kit';
import { AUTHENTICATOR, TokenAuthenticator } from './auth/authenticator';

@Module({})
export class AppModule {
  static register(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: AUTHENTICATOR, useValue: new TokenAuthenticator(new AccessTokens(config)) },
        NatsBridge,
      ],
    };
  }
}
