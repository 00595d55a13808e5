/** Sends the login code by SMS; drivers differ, the shop does not care which. */
export interface SmsSender {
  sendLoginCode(phone: string, code: string): Promise<void>;
}
export const SMS_SENDER = Symbol('SMS_SENDER');

/** The text people receive; also what the outbox records. */
export function loginCodeText(code: string): string {
  return `کد ورود شما به فروشگاه الا: ${code}\nاین کد را به کسی ندهید.`;
}
