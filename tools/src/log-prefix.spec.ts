import { PassThrough } from 'node:stream';
import { prefixedPrinter } from './log-prefix';

describe('prefixedPrinter', () => {
  it('puts the app name before each line and keeps one colour per app', () => {
    const out = new PassThrough();
    const print = prefixedPrinter(out);
    print('gateway', 'ready');
    print('catalog', 'ready');
    print('gateway', 'again');
    const lines = String(out.read()).trim().split('\n');
    expect(lines[0]).toContain('gateway |');
    expect(lines[0]).toContain('ready');
    expect(lines[0].slice(0, 5)).toBe(lines[2].slice(0, 5));
    expect(lines[0].slice(0, 5)).not.toBe(lines[1].slice(0, 5));
  });
});
