import { CAPTCHA_ENDPOINTS, captchaOrigins } from './captcha';

describe('captchaOrigins', () => {
  it('allows nothing while the captcha is off', () => {
    expect(Object.values(captchaOrigins({ provider: 'none' })).flat()).toEqual([]);
  });

  it('allows the real providers’ script, frame and API origins', () => {
    const recaptcha = captchaOrigins({
      provider: 'recaptcha',
      siteKey: 'k',
      scriptUrl: CAPTCHA_ENDPOINTS.recaptcha.script,
    });
    expect(recaptcha.script).toEqual(['https://www.google.com', 'https://www.gstatic.com']);
    expect(recaptcha.frame).toContain('https://www.google.com');
    const arcaptcha = captchaOrigins({
      provider: 'arcaptcha',
      siteKey: 'k',
      scriptUrl: CAPTCHA_ENDPOINTS.arcaptcha.script,
    });
    expect(arcaptcha.script).toContain('https://widget.arcaptcha.ir');
    expect(arcaptcha.connect).toContain('https://api.arcaptcha.ir');
  });

  it('allows a stand-in only its own origin', () => {
    const origins = captchaOrigins({
      provider: 'arcaptcha',
      siteKey: 'k',
      scriptUrl: 'http://localhost:4400/1/api.js',
    });
    expect(new Set(Object.values(origins).flat())).toEqual(new Set(['http://localhost:4400']));
  });
});
