// s3rver ships no types: these are the parts the test object store uses.

declare module '@20minutes/s3rver' {
  type Middleware = (ctx: { path: string }, next: () => Promise<unknown>) => unknown;
  export default class S3rver {
    constructor(options: { address?: string; port?: number; directory?: string; silent?: boolean });
    /** Koa's middleware list (S3rver is a Koa app). */
    middleware: Middleware[];
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}

declare module '@20minutes/s3rver/lib/signature/v4.js' {
  interface CanonicalRequest {
    uri: string;
    [part: string]: unknown;
  }
  const v4: { getStringToSign: (canonical: CanonicalRequest, request: unknown) => string };
  export default v4;
}
