import { z } from 'zod';

/** An id in an address: 1 to 64 characters (the ids the API makes are shorter). */
export const pathIdSchema = z.string().min(1).max(64);

/** The params of a route with one `:id`. */
export const idParamsSchema = z.object({ id: pathIdSchema });
