import { Skeleton, skeletonBlockClass } from '../../../components/ui/skeleton';

/** The order detail's shape while it loads. */
export function OrderSkeleton({ label = 'Loading order...' }: { label?: string }) {
  return (
    <Skeleton label={label}>
      <div className={`${skeletonBlockClass} h-5 w-32`} />
      <div className={`${skeletonBlockClass} mt-4 h-10 w-64`} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-6">
          <div className={`${skeletonBlockClass} h-72`} />
          <div className={`${skeletonBlockClass} h-56`} />
        </div>
        <div className={`${skeletonBlockClass} h-72`} />
      </div>
    </Skeleton>
  );
}
