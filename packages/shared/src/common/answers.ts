import { z } from 'zod';

/** The data of an answer that has none beyond its message (a sign-out, a removal). */
export const noDataSchema = z.null();

/** A record named by its id alone: what a removal answers, and a public form that stores what it was sent. */
export const recordIdSchema = z.object({ _id: z.string() });

/** An uploaded image: the address to put in a record's `images`. */
export const uploadedImageSchema = z.object({ url: z.string() });

/** `GET /api/health` while the database answers. */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('up') });
