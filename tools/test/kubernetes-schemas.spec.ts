import { schemaProblems, type Manifest } from './kubernetes-schemas';

const deployment = (container: Record<string, unknown>, spec: Record<string, unknown> = {}): Manifest => ({
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name: 'web', labels: { app: 'web' } },
  spec: {
    selector: { matchLabels: { app: 'web' } },
    template: {
      metadata: { labels: { app: 'web' }, annotations: { 'prometheus.io/port': '4000' } },
      spec: { containers: [{ name: 'web', image: 'web:1', ...container }] },
    },
    ...spec,
  },
});

describe('schemaProblems', () => {
  it('passes a valid manifest, with maps of any keys (labels, annotations)', () => {
    const valid = deployment({
      ports: [{ name: 'http', containerPort: 4000 }],
      livenessProbe: { httpGet: { path: '/healthz', port: 'http' } },
      resources: { limits: { cpu: '500m', memory: '256Mi' } },
    });
    expect(schemaProblems(valid)).toEqual([]);
  });

  it('names a field no schema knows, at any depth, as the API server would drop it', () => {
    const typo = deployment({ livenessProb: { httpGet: { path: '/healthz', port: 4000 } } }, { replica: 2 });
    expect(schemaProblems(typo)).toEqual([
      'Deployment/web: unknown field /spec/template/spec/containers/0/livenessProb',
      'Deployment/web: unknown field /spec/replica',
    ]);
  });

  it('names a wrong type, a bad quantity and a missing required field', () => {
    const wrong = deployment({ ports: [{ containerPort: 'http' }], resources: { limits: { cpu: 'lots' } } });
    delete (wrong.spec as { selector?: unknown }).selector;
    const [problem] = schemaProblems(wrong);
    expect(problem).toMatch(/^Deployment\/web: /);
    expect(problem).toContain('data/spec must have required property selector');
    expect(problem).toContain('/ports/0/containerPort must be integer');
    expect(problem).toContain('/resources/limits/cpu must match format "quantity"');
  });

  it('checks the Prometheus Operator kinds by their CRD schemas', () => {
    const monitor = {
      apiVersion: 'monitoring.coreos.com/v1',
      kind: 'ServiceMonitor',
      metadata: { name: 'm' },
      spec: { selector: {}, endpoints: [{ port: 'metrics', intervl: '30s' }] },
    };
    expect(schemaProblems(monitor)).toEqual(['ServiceMonitor/m: unknown field /spec/endpoints/0/intervl']);
  });

  it('refuses a kind it has no schema for, rather than passing it unchecked', () => {
    const unknown = { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' } };
    expect(schemaProblems(unknown)).toEqual(['Widget/w: no schema for example.com/v1 Widget']);
  });

  it('reads Secret data folded over lines as kustomize writes it, and refuses what is not base64', () => {
    const secret = (value: string): Manifest => ({
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 's' },
      data: { URL: value },
    });
    expect(schemaProblems(secret('cG9zdGdyZXM6Ly9wb3N0Z3Jlczpw\nb3N0Z3Jlcw==\n'))).toEqual([]);
    expect(schemaProblems(secret('postgres://not encoded'))).toEqual([
      expect.stringContaining('Secret/s: data/data/URL must match format "byte"'),
    ]);
  });
});
