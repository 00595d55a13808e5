import autocannon from 'autocannon';

export interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * One autocannon run on loopback; latencies in milliseconds. With `paths`, requests go
 * round them in turn (a hot set of names, a sample of random ids). Answers' bodies are not read:
 * autocannon is patched (patches/) to decode them only for a row that reads them.
 */
export async function measure(
  name: string,
  url: string,
  seconds: number,
  paths?: string[],
  connections = 50,
): Promise<Figures> {
  let i = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(paths
      ? { requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }] }
      : {}),
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function table(rows: Figures[]): string {
  const head = 'name                           req/s     p50 ms   p99 ms   errors  non-2xx';
  return [
    head,
    ...rows.map(
      (r) =>
        `${r.name.padEnd(30)} ${String(r.requestsPerSecond).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(8)} ${String(r.non2xx).padStart(8)}`,
    ),
  ].join('\n');
}
