import type { ReviewSummary } from '@flame/shared';
import { MessageSquareQuote } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { skeletonBlockClass, Skeleton } from '../../../components/ui/skeleton';
import { Stars } from '../../../components/ui/stars';
import { useReviews } from '../../../api/reviews';
import { SectionHeading } from './section-heading';

/** The home page shows the top 5 reviews by rating. */
export const TOP_REVIEWS = 5;

export function topReviews(reviews: ReviewSummary['reviews']): ReviewSummary['reviews'] {
  return [...reviews].sort((a, b) => b.rating - a.rating).slice(0, TOP_REVIEWS);
}

function ReviewCard({ review }: { review: ReviewSummary['reviews'][number] }) {
  return (
    <li className="flex flex-col gap-3 rounded-card bg-white p-5 shadow-card ring-1 ring-cream-200">
      <div className="flex items-center gap-3">
        <Avatar
          look="badge"
          name={review.author}
          src={review.profile_photo_url}
          size={44}
          className="size-11 shrink-0 rounded-full"
        />
        <div className="min-w-0">
          <p className="truncate font-semibold text-stone-900">{review.author}</p>
          <p className="text-sm text-stone-600">{review.time}</p>
        </div>
      </div>
      <Stars rating={review.rating} size="sm" />
      <p className="text-sm leading-relaxed text-stone-700">{review.text}</p>
    </li>
  );
}

function Summary({ summary }: { summary: ReviewSummary }) {
  return (
    <div className="flex flex-col items-center rounded-card bg-white p-6 text-center shadow-card ring-1 ring-cream-200 lg:sticky lg:top-24">
      <p className="font-display text-6xl font-bold text-stone-900 tabular-nums">
        {summary.averageRating.toFixed(1)}
      </p>
      <Stars rating={summary.averageRating} size="lg" className="mt-2" />
      <p className="mt-2 text-sm text-stone-600">
        {summary.totalRatings === 1 ? 'Based on 1 review' : `Based on ${summary.totalRatings} reviews`}
      </p>
    </div>
  );
}

function ReviewsSkeleton() {
  return (
    <Skeleton label="Loading reviews...">
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <div className={`h-44 ${skeletonBlockClass}`} />
        <div className="grid gap-4 sm:grid-cols-2">
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className={`h-40 ${skeletonBlockClass}`} />
          ))}
        </div>
      </div>
    </Skeleton>
  );
}

/**
 * 'What Our Guests Say': the average to one decimal, the number of ratings, five stars and
 * the five best reviews; 'No reviews available' before the first, 'Failed to fetch reviews' with a retry.
 */
export function ReviewsSection() {
  const query = useReviews();
  return (
    <section aria-labelledby="reviews" className="py-16 sm:py-24">
      <div className="container-page">
        <SectionHeading id="reviews" eyebrow="Reviews" title="What Our Guests Say" align="center" />
        <div className="mt-10">
          {query.isPending && <ReviewsSkeleton />}
          {query.isError && (
            <Banner tone="error" title="Failed to fetch reviews" className="mx-auto max-w-xl">
              <p>{query.error.message || 'Something went wrong'}</p>
              <Button
                size="sm"
                variant="secondary"
                className="mt-3"
                onClick={() => void query.refetch()}
                busy={query.isFetching}
              >
                Try Again
              </Button>
            </Banner>
          )}
          {query.isSuccess &&
            (query.data.totalRatings === 0 ? (
              <p className="mx-auto flex max-w-md flex-col items-center gap-3 text-center text-stone-600">
                <MessageSquareQuote aria-hidden="true" className="size-10 text-brand-300" />
                No reviews available
              </p>
            ) : (
              <div className="grid items-start gap-6 lg:grid-cols-[16rem_1fr]">
                <Summary summary={query.data} />
                <ul className="grid gap-4 sm:grid-cols-2">
                  {topReviews(query.data.reviews).map((review, index) => (
                    <ReviewCard key={`${review.author}-${index}`} review={review} />
                  ))}
                </ul>
              </div>
            ))}
        </div>
      </div>
    </section>
  );
}
