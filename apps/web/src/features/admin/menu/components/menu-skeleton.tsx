import { Skeleton, skeletonBlockClass } from '../../../../components/ui/skeleton';

/** The card grid's shape while the menu loads, so nothing moves when it arrives. */
export function MenuSkeleton() {
  return (
    <Skeleton label="Loading the menu...">
      <div className="mb-6 h-11 w-full max-w-sm rounded-lg bg-stone-200/80" />
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-cream-200">
            <div className={`${skeletonBlockClass} aspect-[16/9] rounded-none sm:aspect-[4/3]`} />
            <div className="space-y-2 p-4">
              <div className={`${skeletonBlockClass} h-5 w-2/3`} />
              <div className={`${skeletonBlockClass} h-4 w-1/3`} />
              <div className={`${skeletonBlockClass} h-4 w-full`} />
              <div className={`${skeletonBlockClass} h-10 w-full`} />
            </div>
          </li>
        ))}
      </ul>
    </Skeleton>
  );
}
