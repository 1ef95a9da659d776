import { Skeleton, skeletonBlockClass } from '../../../../components/ui/skeleton';

/** The team grid's shape while it loads. */
export function MembersSkeleton() {
  return (
    <Skeleton label="Loading the team...">
      <div className="mb-6 h-11 w-full max-w-sm rounded-lg bg-stone-200/80" />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <li
            key={index}
            className="flex items-center gap-4 rounded-card bg-white p-4 shadow-card ring-1 ring-cream-200 sm:flex-col sm:items-stretch sm:p-0 sm:overflow-hidden"
          >
            <div
              className={`${skeletonBlockClass} size-20 shrink-0 rounded-full sm:aspect-square sm:size-auto sm:w-full sm:rounded-none`}
            />
            <div className="flex-1 space-y-2 sm:p-4">
              <div className={`${skeletonBlockClass} h-5 w-2/3 sm:mx-auto`} />
              <div className={`${skeletonBlockClass} h-4 w-1/2 sm:mx-auto`} />
              <div className={`${skeletonBlockClass} h-9 w-full`} />
            </div>
          </li>
        ))}
      </ul>
    </Skeleton>
  );
}
