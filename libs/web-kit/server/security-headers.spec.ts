/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import {
  contentSecurityPolicy,
  newNonce,
  PERMISSIONS_POLICY,
  securityHeaders,
  servedOverTls,
} from './security-headers';

const SOURCES = {
  apiBaseUrl: 'https://api.ela.test',
  remoteUrls: ['https://shop.ela.test/mf-manifest.json', 'https://panel.ela.test/mf-manifest.json'],
};

/** A policy as directive → its values. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name, values];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it("runs scripts only from the page's origin, the remotes' and elements with this response's nonce", () => {
    const policy = directives(contentSecurityPolicy(SOURCES, { framing: 'self', https: true }, 'abc123'));
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://shop.ela.test',
      'https://panel.ela.test',
      "'nonce-abc123'",
    ]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['font-src']).toEqual(["'self'"]);
  });

  it('lets the page talk only to itself, the API and the remotes, and show pictures from the API', () => {
    const policy = directives(contentSecurityPolicy(SOURCES, { framing: 'self', https: true }));
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://api.ela.test',
      'https://shop.ela.test',
      'https://panel.ela.test',
    ]);
    expect(policy['img-src']).toEqual(expect.arrayContaining(['https://api.ela.test', 'data:', 'blob:']));
    expect(policy['style-src']).toEqual(expect.arrayContaining(['https://shop.ela.test', "'unsafe-inline'"]));
  });

  it('never allows inline or evaluated scripts outside development', () => {
    const production = contentSecurityPolicy(SOURCES, { framing: 'none', https: false }, 'n');
    expect(directives(production)['script-src']).not.toContain("'unsafe-inline'");
    expect(directives(production)['script-src']).not.toContain("'unsafe-eval'");
    const page = contentSecurityPolicy({ ...SOURCES, remoteUrls: [] }, { framing: 'none', https: false });
    expect(directives(page)['script-src']).toEqual(["'self'"]);
  });

  it("gives the dev server's pages eval and the remotes' hot-update websockets", () => {
    const local = {
      apiBaseUrl: 'http://localhost:4000',
      remoteUrls: ['http://localhost:3001/mf-manifest.json'],
    };
    const policy = directives(
      contentSecurityPolicy({ ...local, development: true }, { framing: 'self', https: false }, 'n'),
    );
    expect(policy['script-src']).toContain("'unsafe-eval'");
    expect(policy['connect-src']).toContain('ws://localhost:3001');
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
  });

  it('keeps the panel out of every frame and lets the storefront frame only itself', () => {
    expect(
      directives(contentSecurityPolicy(SOURCES, { framing: 'none', https: false }))['frame-ancestors'],
    ).toEqual(["'none'"]);
    expect(
      directives(contentSecurityPolicy(SOURCES, { framing: 'self', https: false }))['frame-ancestors'],
    ).toEqual(["'self'"]);
  });

  it("allows a widget's origins only where it needs them, while it is shown", () => {
    const widget = {
      script: ['https://widget.test'],
      frame: ['https://frame.test'],
      connect: ['https://api.widget.test'],
      style: [],
      img: [],
    };
    const policy = directives(
      contentSecurityPolicy({ ...SOURCES, widget }, { framing: 'self', https: true }, 'n'),
    );
    expect(policy['script-src']).toContain('https://widget.test');
    expect(policy['frame-src']).toEqual(["'self'", 'https://frame.test']);
    expect(policy['connect-src']).toContain('https://api.widget.test');
    expect(policy['connect-src']).not.toContain('https://widget.test');
    expect(directives(contentSecurityPolicy(SOURCES, { framing: 'self', https: true }))['frame-src']).toEqual(
      ["'self'"],
    );
  });

  it('upgrades plain addresses only on a site served over TLS', () => {
    expect(contentSecurityPolicy(SOURCES, { framing: 'self', https: true })).toMatch(
      /; upgrade-insecure-requests$/,
    );
    expect(contentSecurityPolicy(SOURCES, { framing: 'self', https: false })).not.toContain(
      'upgrade-insecure',
    );
  });

  it('names each origin once, whatever the URLs given', () => {
    const policy = directives(
      contentSecurityPolicy(
        {
          apiBaseUrl: 'https://ela.test/api',
          remoteUrls: ['https://ela.test/shop/m.json', 'https://ela.test/panel/m.json'],
        },
        { framing: 'self', https: true },
      ),
    );
    expect(policy['connect-src']).toEqual(["'self'", 'https://ela.test']);
  });
});

describe('securityHeaders', () => {
  it('sends the framing, referrer and feature rules, and HSTS only over TLS', () => {
    expect(securityHeaders({ framing: 'none', https: false })).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': PERMISSIONS_POLICY,
    });
    expect(securityHeaders({ framing: 'self', https: true })).toMatchObject({
      'X-Frame-Options': 'SAMEORIGIN',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    });
  });

  it('denies the powerful features the shop does not use', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
  });
});

describe('newNonce', () => {
  it('is fresh for every response and long enough not to be guessed', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('servedOverTls', () => {
  const request = (headers: Record<string, string>, encrypted = false) =>
    ({ headers, socket: { encrypted } }) as unknown as IncomingMessage;

  it('believes its own TLS socket, or the proxy in front', () => {
    expect(servedOverTls(request({}, true))).toBe(true);
    expect(servedOverTls(request({ 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(servedOverTls(request({ 'x-forwarded-proto': 'https, http' }))).toBe(true);
    expect(servedOverTls(request({ 'x-forwarded-proto': 'http' }))).toBe(false);
    expect(servedOverTls(request({}))).toBe(false);
  });
});
