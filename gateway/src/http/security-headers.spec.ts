import { API_ANSWER_HEADERS, documentHeaders } from './security-headers';

describe('security headers', () => {
  it('give API answers a policy that allows nothing and no framing, pictures open to other origins', () => {
    expect(API_ANSWER_HEADERS['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(API_ANSWER_HEADERS['x-frame-options']).toBe('DENY');
    expect(API_ANSWER_HEADERS['cross-origin-resource-policy']).toBe('cross-origin');
    expect(API_ANSWER_HEADERS['x-content-type-options']).toBe('nosniff');
  });

  it('work out helmet’s headers once for the API’s page: its own inline styles, nothing else', () => {
    const headers = documentHeaders();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('refuse options helmet refuses, at start rather than on a request', () => {
    expect(() =>
      documentHeaders({
        contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ['self'] } },
      }),
    ).toThrow();
  });
});
