import { Logger, Module, type DynamicModule } from '@nestjs/common';
import { createCallerVerifier } from '@ela/service-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from './config';
import { NatsBridge } from './nats/nats-bridge';
import { AUTHENTICATOR, TokenAuthenticator } from './auth/authenticator';
import { BridgeAdminStatusSource } from './auth/bridge-admin-status.source';

const statusLogger = new Logger('AdminStatus');

@Module({})
export class AppModule {
  static register(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        NatsBridge,
        {
          provide: AUTHENTICATOR,
          inject: [NatsBridge],
          useFactory: (bridge: NatsBridge) =>
            new TokenAuthenticator(
              createCallerVerifier(config, new BridgeAdminStatusSource(bridge), undefined, (error) =>
                statusLogger.warn(`admin status unavailable; admin token refused: ${String(error)}`),
              ),
            ),
        },
      ],
    };
  }
}
