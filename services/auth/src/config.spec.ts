import { randomBytes } from 'node:crypto';
import {
  DEV_OTP_SECRET,
  DEV_SIGNING_KEY,
  configProblems,
  freshPublicKeys,
  freshSigningKeys,
  loadConfig,
} from '@ela/service-kit';
import { authEnv } from './config';
import { captchaPublicConfig } from './captcha/captcha-public-config';

const access = freshSigningKeys('k1');
const production = {
  NODE_ENV: 'production',
  SMS_DRIVER: 'kavenegar',
  KAVENEGAR_API_KEY: 'k',
  ACCESS_TOKEN_SIGNING_KEY: access.signingKey,
  ACCESS_TOKEN_PUBLIC_KEYS: access.publicKeys,
  CLIENT_STAMP_PUBLIC_KEYS: freshPublicKeys('s1'),
  OTP_SECRET: randomBytes(32).toString('base64url'),
};

const problemsOf = (env: NodeJS.ProcessEnv) => configProblems(authEnv, env);

describe('auth config', () => {
  it('starts in development with no secrets set, on the dev keys', () => {
    const config = loadConfig(authEnv, { NODE_ENV: 'development' });
    expect(config.ACCESS_TOKEN_SIGNING_KEY.kid).toBe(DEV_SIGNING_KEY.kid);
    expect(config.OTP_SECRET).toBe(DEV_OTP_SECRET);
  });

  it('refuses to start without NODE_ENV and keys, naming each missing one', () => {
    const text = problemsOf({});
    for (const name of ['ACCESS_TOKEN_SIGNING_KEY', 'ACCESS_TOKEN_PUBLIC_KEYS', 'OTP_SECRET'])
      expect(text).toMatch(new RegExp(`${name}: required`));
  });

  it('starts in production with generated keys', () => {
    expect(problemsOf(production)).toBe('');
  });

  it('refuses the dev keys and the dev OTP secret in production', () => {
    expect(problemsOf({ ...production, OTP_SECRET: DEV_OTP_SECRET })).toMatch(
      /OTP_SECRET: this value is committed/,
    );
    const dev = { ...production, ACCESS_TOKEN_SIGNING_KEY: JSON.stringify(DEV_SIGNING_KEY) };
    expect(problemsOf(dev)).toMatch(/ACCESS_TOKEN_SIGNING_KEY/);
  });

  it('refuses a short OTP secret', () => {
    expect(problemsOf({ ...production, OTP_SECRET: randomBytes(16).toString('hex') })).toMatch(
      /OTP_SECRET: must be at least 32 random bytes/,
    );
  });

  it('refuses a signing key whose public half the verifiers do not list', () => {
    const other = freshSigningKeys('k2').signingKey;
    expect(problemsOf({ ...production, ACCESS_TOKEN_SIGNING_KEY: other })).toMatch(
      /ACCESS_TOKEN_PUBLIC_KEYS: must list the public half of ACCESS_TOKEN_SIGNING_KEY \(kid k2\)/,
    );
  });

  it('wants a captcha provider’s site key and secret, and tells the pages only the public part', () => {
    const arcaptcha = { ...production, CAPTCHA_PROVIDER: 'arcaptcha' };
    expect(problemsOf(arcaptcha)).toMatch(/CAPTCHA_SITE_KEY: required by arcaptcha/);
    expect(problemsOf({ ...production, CAPTCHA_PROVIDER: 'recaptcha', CAPTCHA_SITE_KEY: 's' })).toMatch(
      /CAPTCHA_SECRET: required by recaptcha/,
    );
    const config = loadConfig(authEnv, { ...arcaptcha, CAPTCHA_SITE_KEY: 'site', CAPTCHA_SECRET: 'secret' });
    expect(captchaPublicConfig(config)).toEqual({
      provider: 'arcaptcha',
      siteKey: 'site',
      scriptUrl: 'https://widget.arcaptcha.ir/1/api.js',
    });
    expect(captchaPublicConfig(loadConfig(authEnv, production))).toEqual({ provider: 'none' });
  });

  it('points a captcha at a stand-in (the simulator) only in development and test', () => {
    const standIn = {
      CAPTCHA_PROVIDER: 'recaptcha',
      CAPTCHA_SITE_KEY: 'site',
      CAPTCHA_SECRET: 'secret',
      CAPTCHA_SCRIPT_URL: 'http://localhost:4400/recaptcha/api.js',
      CAPTCHA_VERIFY_URL: 'http://localhost:4400/recaptcha/api/siteverify',
    };
    expect(problemsOf({ ...production, ...standIn })).toMatch(
      /CAPTCHA_SCRIPT_URL: a stand-in provider is for development and tests only/,
    );
    const config = loadConfig(authEnv, { NODE_ENV: 'test', ...standIn });
    expect(captchaPublicConfig(config)).toMatchObject({ scriptUrl: standIn.CAPTCHA_SCRIPT_URL });
  });
});
