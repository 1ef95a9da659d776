import { Skeleton, skeletonBlockClass } from '../../../components/ui/skeleton';

/** The overview's shape while it loads: four cards, the status bars and the quick actions. */
export function OverviewSkeleton() {
  return (
    <Skeleton label="Loading the overview...">
      <div className="flex flex-col gap-6">
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className={`${skeletonBlockClass} h-36`} />
          ))}
        </div>
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <div className={`${skeletonBlockClass} h-80`} />
          <div className={`${skeletonBlockClass} h-80`} />
        </div>
      </div>
    </Skeleton>
  );
}
