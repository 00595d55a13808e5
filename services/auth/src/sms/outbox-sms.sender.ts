import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { loginCodeText, type SmsSender } from './sms-sender';

/**
 * Development driver: each message becomes one JSON line in a file, never a network call,
 * so people and tests can read the code. Refused in production.
 */
export class OutboxSmsSender implements SmsSender {
  constructor(
    private readonly file: string,
    nodeEnv: string,
  ) {
    if (nodeEnv === 'production') throw new Error('the SMS outbox driver is not allowed in production');
  }

  async sendLoginCode(phone: string, code: string): Promise<void> {
    const line = JSON.stringify({ to: phone, text: loginCodeText(code), code, at: new Date().toISOString() });
    await mkdir(dirname(this.file), { recursive: true });
    await appendFile(this.file, `${line}\n`, 'utf8');
  }
}
