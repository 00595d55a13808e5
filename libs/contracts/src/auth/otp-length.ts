/** Digits in a login code. */
export const OTP_LENGTH = 6;
