import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { OpenApiOperation } from '@ela/contracts';

interface OpenApi {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** One operation of the document that a request's method and path name, with its path values. */
export interface MatchedOperation {
  template: string;
  operation: OpenApiOperation;
  /** Where it sits in the document, as a JSON pointer (for compiling its schemas). */
  pointer: string;
  pathValues: Record<string, string>;
}

/** The first problem a schema finds in `data`, as people read it (`where` names the data), or null. */
export type SchemaCheck = (data: unknown, where: string) => string | null;

const escapePointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

interface Template {
  template: string;
  pattern: RegExp;
  names: string[];
  segments: string[];
}

function templateOf(template: string): Template {
  const names: string[] = [];
  const segments = template.split('/');
  const source = segments
    .map((segment) =>
      segment.replace(/\{([^}]+)\}|[^{]+/g, (part, name?: string) => {
        if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(name);
        return '([^/]+)';
      }),
    )
    .join('/');
  return { template, pattern: new RegExp(`^${source}$`), names, segments };
}

/**
 * The order paths are tried in: segment by segment, fixed text before a parameter, as the
 * gateway's router does (`/products/inventory/onSale` before `/products/inventory/{id}`).
 */
function routerOrder(a: Template, b: Template): number {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    const [x, y] = [a.segments[i], b.segments[i]];
    const [fixedX, fixedY] = [!x.includes('{'), !y.includes('{')];
    if (fixedX !== fixedY) return fixedX ? -1 : 1;
    if (fixedX && x !== y) return x < y ? -1 : 1;
  }
  return a.segments.length - b.segments.length;
}

function describe(errors: ErrorObject[] | null | undefined, where: string): string {
  const error = errors?.[0];
  if (!error) return `${where} does not match its schema`;
  const extra =
    'additionalProperty' in error.params
      ? ` (“${String(error.params.additionalProperty)}”)`
      : 'allowedValues' in error.params
        ? ` (${JSON.stringify(error.params.allowedValues)})`
        : '';
  return `${where}${error.instancePath} ${error.message ?? 'is invalid'}${extra} [schema ${error.schemaPath}]`;
}

/**
 * The gateway's OpenAPI document, ready to check requests and answers against: schemas are
 * compiled once, where first needed, with JSON Schema 2020-12 (OpenAPI 3.1's dialect).
 */
export class ApiDocument {
  /** Bodies and answers are JSON: checked as sent, no conversions. */
  private readonly exact: Ajv2020;
  /** Paths, queries, headers and form fields are text: a number is checked as the text of one. */
  private readonly text: Ajv2020;
  private readonly templates: Template[];
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApi) {
    const make = (coerce: boolean) => {
      const ajv = new Ajv2020({ strict: false, allErrors: false, coerceTypes: coerce ? 'array' : false });
      addFormats(ajv);
      // OpenAPI's marks for the bytes of a file part; any content is one.
      ajv.addFormat('binary', true);
      ajv.addSchema(document as object, 'api');
      return ajv;
    };
    this.exact = make(false);
    this.text = make(true);
    this.templates = Object.keys(document.paths).map(templateOf).sort(routerOrder);
  }

  /** The operation a method and path (no query) name, or null when the document has none. */
  match(method: string, path: string): MatchedOperation | null {
    for (const t of this.templates) {
      const found = t.pattern.exec(path);
      const operation = found && this.document.paths[t.template][method.toLowerCase()];
      if (!found || !operation) continue;
      return {
        template: t.template,
        operation,
        pointer: `/paths/${escapePointer(t.template)}/${method.toLowerCase()}`,
        pathValues: Object.fromEntries(t.names.map((name, i) => [name, safeDecode(found[i + 1])])),
      };
    }
    return null;
  }

  /** A check of the schema at `pointer` (below the document's root), for JSON or for text values. */
  schemaAt(pointer: string, kind: 'json' | 'text'): SchemaCheck {
    const key = `${kind} ${pointer}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = (kind === 'json' ? this.exact : this.text).compile({ $ref: `api#${pointer}` });
      this.compiled.set(key, validate);
    }
    const check = validate;
    return (data, where) => (check(data) ? null : describe(check.errors, where));
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Pointer of a part of the document below `base`, each part escaped. */
export function pointerOf(base: string, ...parts: (string | number)[]): string {
  return [base, ...parts.map((part) => escapePointer(String(part)))].join('/');
}

const documents = new Map<string, Promise<ApiDocument>>();

/**
 * The document the gateway at `baseUrl` serves, fetched once per gateway and kept: each test
 * file starts its own stack, so a document never outlives the gateway it came from.
 */
export function apiDocumentAt(baseUrl: string): Promise<ApiDocument> {
  let document = documents.get(baseUrl);
  if (!document) {
    document = fetch(`${baseUrl}/docs/openapi.json`).then(async (res) => {
      if (res.status !== 200) throw new Error(`GET ${baseUrl}/docs/openapi.json answered ${res.status}`);
      return new ApiDocument((await res.json()) as OpenApi);
    });
    // A gateway that was down may come back: a failed fetch is tried again next time.
    document.catch(() => documents.delete(baseUrl));
    documents.set(baseUrl, document);
  }
  return document;
}
