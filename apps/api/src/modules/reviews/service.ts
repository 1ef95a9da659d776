import type { ReviewSummary } from '@flame/shared';
import { formatDistanceStrict } from 'date-fns';
import { avg, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviews } from '../../db/schema';

const SHOWN_REVIEWS = 20;

/** The customers' own order reviews, best first; no profile photos are kept. */
export async function reviewSummary(db: Database, restaurantId: string, now: Date): Promise<ReviewSummary> {
  const [[totals], rows] = await Promise.all([
    db
      .select({ average: avg(reviews.rating), total: count() })
      .from(reviews)
      .where(eq(reviews.restaurantId, restaurantId)),
    db
      .select()
      .from(reviews)
      .where(eq(reviews.restaurantId, restaurantId))
      .orderBy(desc(reviews.rating), desc(reviews.createdAt))
      .limit(SHOWN_REVIEWS),
  ]);
  return {
    averageRating: totals?.average ? Math.round(Number(totals.average) * 10) / 10 : 0,
    totalRatings: totals?.total ?? 0,
    reviews: rows.map((row) => ({
      author: row.authorName,
      time: `${formatDistanceStrict(row.createdAt, now)} ago`,
      rating: row.rating,
      text: row.text,
      profile_photo_url: null,
    })),
  };
}
