import type { IncomingMessage } from 'node:http';
import { encodingFor } from './compression';

const asking = (acceptEncoding?: string) =>
  ({ headers: { 'accept-encoding': acceptEncoding } }) as IncomingMessage;

describe('encodingFor', () => {
  it('prefers brotli, falls back to gzip, and respects a refusal', () => {
    expect(encodingFor(asking('gzip, deflate, br, zstd'))).toBe('br');
    expect(encodingFor(asking('gzip'))).toBe('gzip');
    expect(encodingFor(asking('br;q=0, gzip;q=0.8'))).toBe('gzip');
    expect(encodingFor(asking('identity'))).toBeNull();
    expect(encodingFor(asking(undefined))).toBeNull();
  });
});
