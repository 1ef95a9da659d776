import { z } from 'zod';

export const reviewItemSchema = z.object({
  author: z.string(),
  /** Relative time text, e.g. '3 days ago'. */
  time: z.string(),
  rating: z.number(),
  text: z.string(),
  profile_photo_url: z.string().nullable(),
});

/** `GET /api/restaurants/reviews`. */
export const reviewSummarySchema = z.object({
  averageRating: z.number(),
  totalRatings: z.number(),
  reviews: z.array(reviewItemSchema),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;
