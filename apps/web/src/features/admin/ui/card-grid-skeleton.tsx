import { Skeleton, skeletonBlockClass } from '../../../components/ui/skeleton';

/** A section's loading state: a search bar and a grid of card shapes, the size of the content. */
export function CardGridSkeleton({ label, cards = 6 }: { label: string; cards?: number }) {
  return (
    <div className="min-h-96">
      <Skeleton label={label}>
        <div className={`${skeletonBlockClass} mb-6 h-11 w-full sm:max-w-sm`} />
        <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
          {Array.from({ length: cards }, (_, i) => (
            <div key={i} className={`${skeletonBlockClass} h-80`} />
          ))}
        </div>
      </Skeleton>
    </div>
  );
}
