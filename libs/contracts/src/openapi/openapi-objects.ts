import type { JsonSchema } from './json-schema';

/** The parts of OpenAPI 3.1 the document is made of, as `buildOpenApi` writes them. */
export interface OpenApiMedia {
  schema: JsonSchema;
}

export interface OpenApiHeader {
  required?: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, OpenApiHeader>;
  content?: Record<string, OpenApiMedia>;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiRequestBody {
  required: boolean;
  content: Record<string, OpenApiMedia>;
}

export interface OpenApiOperation {
  summary: string;
  description: string;
  tags: string[];
  operationId: string;
  security?: Record<string, string[]>[];
  parameters: OpenApiParameter[];
  requestBody?: OpenApiRequestBody;
  responses: Record<string, OpenApiResponse>;
}
