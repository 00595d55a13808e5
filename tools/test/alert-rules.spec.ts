// The alert rules of k8s/components/monitoring: every expression is PromQL that Prometheus' own
// grammar parses, and every metric it reads is one the code registers (a renamed metric would
// otherwise leave its alert silent forever).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parser } from '@prometheus-io/lezer-promql';
import { parse } from 'yaml';

const root = resolve(__dirname, '../..');

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
const rules = (
  parse(readFileSync(join(root, 'k8s/components/monitoring/prometheusrule.yaml'), 'utf8')) as {
    spec: { groups: { name: string; rules: Rule[] }[] };
  }
).spec.groups.flatMap((group) => group.rules);

/** Where PromQL fails to parse (offsets), and the metric names it selects. */
function read(expr: string): { errors: number[]; metrics: string[] } {
  const errors: number[] = [];
  const metrics: string[] = [];
  parser.parse(expr).iterate({
    enter: (node) => {
      if (node.type.isError) errors.push(node.from);
      if (node.name === 'Identifier' && node.node.parent?.name === 'VectorSelector')
        metrics.push(expr.slice(node.from, node.to));
    },
  });
  return { errors, metrics };
}

/** Every `ela_…` metric name registered in the code of the libraries, the gateway and the services. */
function registeredMetrics(): Set<string> {
  const files = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? files(join(dir, entry.name))
        : entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')
          ? [join(dir, entry.name)]
          : [],
    );
  const sources = [
    'libs/service-kit/src',
    'gateway/src',
    ...readdirSync(join(root, 'services')).map((s) => `services/${s}/src`),
  ];
  const names = sources
    .flatMap(files)
    .flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/name: '(ela_\w+)'/g)].map((m) => m[1]),
    );
  return new Set(names);
}

describe('alert rules', () => {
  const registered = registeredMetrics();

  it('cover the gateway, the queues, the outbox and payments', () => {
    expect(registered.size).toBeGreaterThan(5);
    const read = rules.map((rule) => rule.expr).join('\n');
    for (const metric of [
      'ela_http_request_duration_seconds_count',
      'ela_queue_jobs',
      'ela_queue_job_failures_total',
      'ela_outbox_lag_seconds',
      'ela_payment_anomalies_total',
      'ela_payment_gateway_errors_total',
    ])
      expect(read).toContain(metric);
  });

  it('catches a broken expression and an unknown function (the check can fail)', () => {
    expect(read('sum(rate(x[5m])').errors.length).toBeGreaterThan(0);
    expect(read('sum(rat(x[5m]))').errors.length).toBeGreaterThan(0);
  });

  it.each(rules.map((rule) => [rule.alert, rule] as const))('%s', (_alert, rule) => {
    const { errors, metrics } = read(rule.expr);
    expect({ errors }).toEqual({ errors: [] });
    expect(metrics.length).toBeGreaterThan(0);
    for (const metric of metrics) {
      const base = metric.replace(/_(count|sum|bucket)$/, '');
      expect({ metric, registered: registered.has(metric) || registered.has(base) }).toEqual({
        metric,
        registered: true,
      });
    }
    expect(rule.labels?.severity).toMatch(/^(warning|critical)$/);
    expect(rule.annotations?.summary).toBeTruthy();
    expect(rule.annotations?.description).toBeTruthy();
    if (rule.for) expect(rule.for).toMatch(/^\d+[smh]$/);
  });
});
