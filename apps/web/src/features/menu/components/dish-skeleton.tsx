import { Skeleton, skeletonBlockClass } from '../../../components/ui/skeleton';

/** The dish page's shape while it loads (after 'Try Again'): gallery and text blocks of the final sizes. */
export function DishSkeleton() {
  return (
    <Skeleton label="Loading dish...">
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className={`aspect-[4/3] lg:aspect-square ${skeletonBlockClass}`} />
        <div className="flex flex-col gap-4">
          <div className={`h-4 w-24 ${skeletonBlockClass}`} />
          <div className={`h-10 w-3/4 ${skeletonBlockClass}`} />
          <div className={`h-5 w-40 ${skeletonBlockClass}`} />
          <div className={`h-20 w-full ${skeletonBlockClass}`} />
          <div className={`h-8 w-32 ${skeletonBlockClass}`} />
          <div className={`h-48 w-full ${skeletonBlockClass}`} />
        </div>
      </div>
    </Skeleton>
  );
}
