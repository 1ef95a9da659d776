import { z } from 'zod';

/** Every API answer has this shape (success, data, error and message). */
export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: string;
}

/** A refusal or a failure, whatever the route: the one error envelope. */
export const apiFailureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  /** Field errors of a validation failure, keyed by dotted path. */
  error: z.union([z.record(z.string(), z.array(z.string())), z.string()]).optional(),
});
export type ApiFailure = z.infer<typeof apiFailureSchema>;

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

/** The success envelope around a route's data. */
export function apiSuccessSchema<Data extends z.ZodType>(data: Data) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}
