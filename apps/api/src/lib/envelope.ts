import { apiFailureSchema, apiSuccessSchema, type ApiSuccess } from '@flame/shared';
import type { z } from 'zod';

/** The success envelope of every API answer. */
export function ok<T>(data: T, message?: string): ApiSuccess<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}

/** Every error answer, whatever the route, is the one error envelope. */
export const failureReplies = { '4xx': apiFailureSchema, '5xx': apiFailureSchema } as const;

type SuccessReplies<Successes extends Record<number, z.ZodType>> = {
  [Status in keyof Successes]: Successes[Status] extends z.ZodType
    ? ReturnType<typeof apiSuccessSchema<Successes[Status]>>
    : never;
};

/**
 * A route's `response` schemas: its data per success status, each in the success envelope, and the error
 * envelope for every 4xx and 5xx. Fastify checks each answer against them and serializes with them.
 */
export function replies<Successes extends Record<number, z.ZodType>>(
  successes: Successes,
): SuccessReplies<Successes> & typeof failureReplies {
  const enveloped = Object.fromEntries(
    Object.entries(successes).map(([status, data]) => [status, apiSuccessSchema(data)]),
  ) as SuccessReplies<Successes>;
  return { ...enveloped, ...failureReplies };
}
