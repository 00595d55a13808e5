/** The text a process serves at `/metrics` on the port given (a health port, the gateway's metrics port). */
export async function scrapeMetrics(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  const type = res.headers.get('content-type') ?? '';
  if (res.status !== 200 || !type.startsWith('text/plain'))
    throw new Error(`/metrics on ${port} answered ${res.status} ${type}`);
  return res.text();
}

/** The value of the first series of `name` carrying every label given, or undefined when there is none. */
export function metricValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const line = text
    .split('\n')
    .find(
      (l) =>
        (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) &&
        Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}
