// Each served call's OpenAPI operation, completed from its contract definition (serveCall puts it
// on the route's config): the operationId is its contract name, token calls carry their security
// requirement, and every error status it can answer is listed with the wire format and the
// `messageErrorCode` values of that status.
import { callErrorsByStatus, type AuthMode } from '@touchline/contract/call';
import type { ErrorCode } from '@touchline/contract/errors';
import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const securitySchemes = {
  bearer: { type: 'apiKey', in: 'header', name: 'X-Authorization' },
  operatorKey: { type: 'apiKey', in: 'header', name: 'X-Operator-Key' },
  platformKey: { type: 'apiKey', in: 'header', name: 'X-Platform-Key' },
} as const;

/** OpenAPI security requirements: alternatives, `{}` meaning "no credentials". */
const securityOf: Record<AuthMode, Record<string, string[]>[] | null> = {
  none: null,
  optional: [{}, { bearer: [] }],
  required: [{ bearer: [] }],
  limited: [{ bearer: [] }],
  operator: [{ operatorKey: [] }, { bearer: [] }],
  platform: [{ platformKey: [] }, { bearer: [] }],
};

const wireErrorSchema = (codes: readonly ErrorCode[]) => ({
  description: `Failure: ${codes.join(', ')}`,
  type: 'object',
  required: ['error', 'messageErrorCode', 'message'],
  properties: {
    error: { type: 'string', enum: codes },
    messageErrorCode: { type: 'string', enum: codes },
    message: { type: 'string' },
    context: { type: 'string' },
    fields: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
});

export const contractTransform: SwaggerTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const call = input.route.config?.call;
  if (!call) return transformed;
  const response: Record<string, unknown> = {
    ...(transformed.schema.response as Record<string, unknown> | undefined),
  };
  for (const [status, codes] of callErrorsByStatus(call))
    response[String(status)] = wireErrorSchema(codes);
  const security = securityOf[call.auth];
  return {
    ...transformed,
    schema: { ...transformed.schema, ...(security ? { security } : {}), response },
  };
};
