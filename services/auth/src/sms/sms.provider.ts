import type { Provider } from '@nestjs/common';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { SMS_SENDER } from './sms-sender';
import { OutboxSmsSender } from './outbox-sms.sender';
import { KavenegarSmsSender } from './kavenegar-sms.sender';

export const smsProvider: Provider = {
  provide: SMS_SENDER,
  inject: [AUTH_CONFIG],
  useFactory: (config: AuthConfig) =>
    config.SMS_DRIVER === 'kavenegar'
      ? new KavenegarSmsSender(config.KAVENEGAR_API_KEY!, config.KAVENEGAR_TEMPLATE)
      : new OutboxSmsSender(config.SMS_OUTBOX_FILE, config.NODE_ENV),
};
