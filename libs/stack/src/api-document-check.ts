import { apiDocumentAt, pointerOf, type ApiDocument, type MatchedOperation } from './api-document';

/** A request as the test client sent it. */
export interface SentRequest {
  method: string;
  /** The path and query, as sent. */
  path: string;
  /** Every header sent, names in lower case. */
  headers: Record<string, string>;
  /** The body: its media type and its value (a JSON value, or a form's fields with `file` marked). */
  body?: { type: string; value: unknown };
}

/** An answer as the test client received it. */
export interface ReceivedAnswer {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

/**
 * Answers any operation may give without the document listing them on it: an expired or refused
 * token (401, 403), a spent budget (429) and the failures of the shop itself (5xx). Their bodies
 * are still checked, as the API's one error shape.
 */
export function isGenericStatus(status: number): boolean {
  return status === 401 || status === 403 || status === 429 || status >= 500;
}

/** The gateway's own paths beside the API (`registerSystemRoutes`), which the document leaves out. */
const OUTSIDE_THE_DOCUMENT = /^\/(healthz|readyz|docs|docs\/openapi\.json|media\/[^/]+)$/;

/** A test call that does not match the API document. */
export class ApiDocumentMismatch extends Error {
  override name = 'ApiDocumentMismatch';
}

/** A request's media type, as the document's `content` keys name it. */
export function mediaTypeOf(header: string | null | undefined): string | undefined {
  return header?.split(';')[0].trim().toLowerCase() || undefined;
}

/**
 * Checks one exchange against the document the gateway at `baseUrl` serves; throws naming the
 * method, path, status and every problem. The request is checked only when the answer is a 2xx:
 * what the API accepted must be what the document allows, while the bad requests tests send on
 * purpose are the API's to refuse. The answer is checked whatever its status.
 */
export async function checkAgainstDocument(
  baseUrl: string,
  sent: SentRequest,
  answer: ReceivedAnswer,
): Promise<void> {
  const problems = exchangeProblems(await apiDocumentAt(baseUrl), sent, answer);
  if (problems.length)
    throw new ApiDocumentMismatch(
      `${sent.method} ${sent.path} answered ${answer.status}, which ${baseUrl}/docs/openapi.json ` +
        `does not describe:\n  - ${problems.join('\n  - ')}\n` +
        'Fix the document (libs/contracts/src/openapi) or the API; a test that sends a malformed ' +
        'request on purpose may call `unchecked()` instead.',
    );
}

export function exchangeProblems(document: ApiDocument, sent: SentRequest, answer: ReceivedAnswer): string[] {
  const [path, query = ''] = splitOnce(sent.path, '?');
  const matched = document.match(sent.method, path);
  if (!matched)
    return answer.status === 404 || OUTSIDE_THE_DOCUMENT.test(path)
      ? []
      : [`the document has no operation ${sent.method} ${path}`];
  const accepted = answer.status >= 200 && answer.status < 300;
  return [
    ...answerProblems(document, matched, answer),
    ...(accepted ? requestProblems(document, matched, sent, query) : []),
  ];
}

function answerProblems(document: ApiDocument, matched: MatchedOperation, answer: ReceivedAnswer): string[] {
  const { responses } = matched.operation;
  const status = String(answer.status);
  const key = [status, `${status[0]}XX`, 'default'].find((k) => k in responses);
  if (!key) {
    if (!isGenericStatus(answer.status))
      return [`status ${status} is not among the answers it lists (${Object.keys(responses).join(', ')})`];
    return answer.text === ''
      ? []
      : jsonProblems(answer, () => document.schemaAt('/components/schemas/ApiError', 'json'));
  }
  const response = responses[key];
  const problems: string[] = [];
  for (const [name, header] of Object.entries(response.headers ?? {})) {
    const present =
      name.toLowerCase() === 'set-cookie'
        ? answer.headers.getSetCookie().length > 0
        : answer.headers.has(name);
    if (header.required && !present) problems.push(`the answer has no ${name} header`);
  }
  const content = response.content;
  if (!content) {
    if (answer.text !== '') problems.push('the answer has a body, the document describes none');
    return problems;
  }
  const types = Object.keys(content);
  const type = mediaTypeOf(answer.headers.get('content-type'));
  if (answer.text === '') problems.push(`the answer has no body, the document describes ${types.join(', ')}`);
  else if (!type || !types.includes(type))
    problems.push(
      `the answer is ${type ?? 'of no content type'}, the document describes ${types.join(', ')}`,
    );
  else if (content[type].schema)
    problems.push(
      ...jsonProblems(answer, () =>
        document.schemaAt(pointerOf(matched.pointer, 'responses', key, 'content', type, 'schema'), 'json'),
      ),
    );
  return problems;
}

function jsonProblems(answer: ReceivedAnswer, schema: () => ReturnType<ApiDocument['schemaAt']>): string[] {
  const problem = schema()(answer.body, 'answer body');
  return problem ? [problem] : [];
}

function requestProblems(
  document: ApiDocument,
  matched: MatchedOperation,
  sent: SentRequest,
  query: string,
): string[] {
  const { operation, pointer } = matched;
  const problems: string[] = [];
  const values = {
    path: matched.pathValues,
    query: queryValues(query),
    header: sent.headers,
    cookie: cookieValues(sent.headers.cookie),
  };
  (operation.parameters ?? []).forEach((parameter, i) => {
    const where = `${parameter.in} parameter “${parameter.name}”`;
    const key = parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name;
    const value = (values[parameter.in] as Record<string, unknown>)[key];
    if (value === undefined) {
      if (parameter.required) problems.push(`the request has no ${where}, which the document requires`);
      return;
    }
    const problem = document.schemaAt(pointerOf(pointer, 'parameters', i, 'schema'), 'text')(value, where);
    if (problem) problems.push(problem);
  });
  const known = new Set((operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
  for (const name of Object.keys(values.query))
    if (!known.has(name)) problems.push(`query parameter “${name}” is not in the document`);
  if (operation.security?.length && !sent.headers.authorization)
    problems.push('the request carried no token, yet the document says the operation needs one');
  problems.push(...bodyProblems(document, matched, sent));
  return problems;
}

function bodyProblems(document: ApiDocument, matched: MatchedOperation, sent: SentRequest): string[] {
  const described = matched.operation.requestBody;
  if (!sent.body) return described?.required ? ['the request has no body, which the document requires'] : [];
  if (!described) return ['the request has a body, the document describes none'];
  const types = Object.keys(described.content);
  if (!types.includes(sent.body.type))
    return [`the request body is ${sent.body.type}, the document describes ${types.join(', ')}`];
  if (!described.content[sent.body.type].schema) return [];
  // JSON is checked as it is; form fields are text, checked as the text of what the schema says.
  const kind = sent.body.type === 'application/json' || sent.body.type === 'text/plain' ? 'json' : 'text';
  const schema = document.schemaAt(
    pointerOf(matched.pointer, 'requestBody', 'content', sent.body.type, 'schema'),
    kind,
  );
  // Text checks convert values in place: the test keeps what it sent.
  const problem = schema(structuredClone(sent.body.value), 'request body');
  return problem ? [problem] : [];
}

/** A query's values; a name given more than once, as the gateway reads it, is a list. */
function queryValues(query: string): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(query)) {
    const before = values[name];
    values[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return values;
}

function cookieValues(header: string | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.split('=');
    if (name.trim()) values[name.trim()] = value.join('=').trim();
  }
  return values;
}

function splitOnce(text: string, separator: string): [string, string?] {
  const at = text.indexOf(separator);
  return at < 0 ? [text] : [text.slice(0, at), text.slice(at + 1)];
}
