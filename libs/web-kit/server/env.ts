/** A TCP port from the environment, or the default when unset; anything else stops the server at boot. */
export function portFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`Invalid port: ${value}`);
  return port;
}

/** An absolute http(s) URL from the environment, or the default when unset. */
export function urlFrom(name: string, value: string | undefined, fallback: string): string {
  const url = value === undefined || value === '' ? fallback : value;
  if (!/^https?:\/\/[^\s]+$/.test(url)) throw new Error(`${name} must be an http(s) URL, got: ${url}`);
  return url.replace(/\/+$/, '');
}
