import { z } from 'zod';
import { badRequest } from './errors';

/**
 * Parses a multipart form's text fields with a shared schema; a failure is a 400 naming the first problem, with
 * every field's problems as details.
 */
export function parseFormFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const details = z.flattenError(parsed.error).fieldErrors as Record<string, string[]>;
  throw badRequest(parsed.error.issues[0]?.message ?? 'Please check the form', details);
}
