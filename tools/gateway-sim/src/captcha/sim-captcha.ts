/** The keys a stand-in provider is set up with, as a real one's dashboard would give them. */
export interface CaptchaKeys {
  siteKey: string;
  secret: string;
}

/** What a check of a token came to, as the simulator counts them for tests. */
export interface CaptchaCounts {
  passed: number;
  refused: number;
}

/**
 * The stand-in's books: a token is what its widget made for a site key (`sim.<site key>.<random>`),
 * good once, as the real providers' tokens are, and only with the site's secret.
 */
export class SimCaptcha {
  private readonly used = new Set<string>();
  readonly counts: CaptchaCounts = { passed: 0, refused: 0 };

  constructor(private readonly keys: CaptchaKeys) {}

  /** A check by secret alone (reCAPTCHA), or by site key and secret (ArCaptcha). */
  verify(token: string, secret: string, siteKey: string = this.keys.siteKey): boolean {
    const ok =
      secret === this.keys.secret &&
      siteKey === this.keys.siteKey &&
      token.startsWith(`sim.${siteKey}.`) &&
      /^[0-9a-f]{32}$/.test(token.slice(`sim.${siteKey}.`.length)) &&
      !this.used.has(token);
    if (ok) this.used.add(token);
    this.counts[ok ? 'passed' : 'refused'] += 1;
    return ok;
  }
}
