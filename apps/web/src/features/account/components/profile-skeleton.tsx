import { Skeleton, skeletonBlockClass } from '../../../components/ui/skeleton';

/** The profile's shape while the signed-in state is checked (the server always renders this). */
export function ProfileSkeleton() {
  return (
    <div className="min-h-[36rem]">
      <Skeleton label="Loading your profile...">
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="flex flex-col gap-6 lg:col-span-2">
            <div className={`${skeletonBlockClass} h-56`} />
            <div className={`${skeletonBlockClass} h-64`} />
          </div>
          <div className="flex flex-col gap-6">
            <div className={`${skeletonBlockClass} h-44`} />
            <div className={`${skeletonBlockClass} h-40`} />
          </div>
        </div>
      </Skeleton>
    </div>
  );
}
