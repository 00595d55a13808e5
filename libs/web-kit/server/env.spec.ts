import { portFrom, urlFrom } from './env';

describe('server env', () => {
  it('reads a port or falls back to the default', () => {
    expect(portFrom(undefined, 3001)).toBe(3001);
    expect(portFrom('', 3001)).toBe(3001);
    expect(portFrom('8080', 3001)).toBe(8080);
    expect(() => portFrom('http', 3001)).toThrow('Invalid port');
    expect(() => portFrom('70000', 3001)).toThrow('Invalid port');
  });

  it('reads an http(s) URL without a trailing slash', () => {
    expect(urlFrom('API_BASE_URL', undefined, 'http://localhost:4000')).toBe('http://localhost:4000');
    expect(urlFrom('API_BASE_URL', 'https://api.example.ir/', 'x')).toBe('https://api.example.ir');
    expect(() => urlFrom('API_BASE_URL', 'localhost:4000', 'x')).toThrow('API_BASE_URL');
  });
});
