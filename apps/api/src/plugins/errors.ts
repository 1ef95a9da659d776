import type { ApiFailure } from '@flame/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P03',
  '08006',
  '08001',
]);

/** The error and its causes (Drizzle wraps the driver's error in its own). */
function* causeChain(error: unknown): Generator<unknown> {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

function isDatabaseDown(error: unknown): boolean {
  return [...causeChain(error)].some((link) => {
    const code = (link as { code?: unknown }).code;
    const message = link instanceof Error ? link.message : '';
    return (
      (typeof code === 'string' && DATABASE_DOWN_CODES.has(code)) ||
      message.includes('timeout exceeded when trying to connect') ||
      message.includes('Connection terminated')
    );
  });
}

/**
 * PostgreSQL's class 22 'data exception' (a NUL byte in text, a number out of range, a malformed value): the
 * request's data could not be stored or compared, so it is the client's error, not the server's.
 */
function isDataException(error: unknown): boolean {
  return [...causeChain(error)].some((link) => {
    const code = (link as { code?: unknown }).code;
    return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
  });
}

/**
 * Node's own error for a request whose client went away before sending all of it (closed, or cut off by the
 * request timeout): the client's doing, and nobody is left to answer.
 */
function isAbortedByClient(error: unknown): boolean {
  return (error as { code?: unknown }).code === 'ECONNRESET' && (error as Error).message === 'aborted';
}

function fieldErrors(validation: { instancePath: string; message?: string; params?: unknown }[]) {
  const fields: Record<string, string[]> = {};
  for (const issue of validation) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    (fields[key] ??= []).push(issue.message ?? 'Invalid value');
  }
  return fields;
}

/**
 * Turns every failure into the envelope: 4xx with a clear message (and field errors for validation),
 * 503 when the database is unreachable, and a generic 500 logged with the request id.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ApiFailure = { success: false, message: 'Something went wrong. Please try again.' };

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldErrors(error.validation);
      const first = error.validation[0];
      const where = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      status = 400;
      body = {
        success: false,
        message:
          first?.message && where ? `${where}: ${first.message}` : (first?.message ?? 'Invalid request'),
        error: fields,
      };
    } else if (error instanceof AppError) {
      status = error.statusCode;
      body = { success: false, message: error.message, ...(error.details ? { error: error.details } : {}) };
    } else if (isAbortedByClient(error)) {
      status = 400;
      body = { success: false, message: 'The request was not received whole' };
      request.log.info({ reqId: request.id }, 'request aborted by the client');
    } else if (isDatabaseDown(error)) {
      status = 503;
      body = { success: false, message: 'The service is temporarily unavailable. Please try again shortly.' };
      request.log.error({ err: error }, 'database unavailable');
    } else if (isDataException(error)) {
      status = 400;
      body = { success: false, message: 'The request holds a value that is not valid' };
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { success: false, message: clientMessage(error) };
    } else {
      request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    }
    if (status === 503) void reply.header('retry-after', '5');
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler(answerUnknownRoute);
});

/** The longest path parameter a route accepts: ids are far shorter. */
export const MAX_PARAM_LENGTH = 200;
const ADDRESS_TOO_LONG: ApiFailure = { success: false, message: 'The address is too long' };

/**
 * An address no route answers: 414 when one of its segments is longer than a path parameter may be (that is
 * why nothing matched), otherwise 404. Every handler that meets an unknown API address answers with this.
 */
export function answerUnknownRoute(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const pathname = request.url.split('?')[0]!;
  if (pathname.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH))
    return reply.status(414).send(ADDRESS_TOO_LONG);
  return reply.status(404).send({ success: false, message: `Route ${request.method} ${pathname} not found` });
}

/**
 * Errors the router raises before any route or hook runs (a malformed or overlong address): the envelope too.
 * Passed to Fastify as its `frameworkErrors` option.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void reply.status(414).send(ADDRESS_TOO_LONG);
  else void reply.status(400).send({ success: false, message: 'The address is not valid' });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    default:
      if (error.statusCode === 429)
        return error.message || 'Too many requests. Please wait a moment and try again.';
      return error.message;
  }
}
