import { MapPinOff } from 'lucide-react';
import { Component, lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { Skeleton, skeletonBlockClass } from '../../../components/ui/skeleton';
import type { TrackingMapProps } from './tracking-map-types';

const LeafletTrackingMap = lazy(() => import('./leaflet-tracking-map'));

/** Shows the fallback when the map chunk or Leaflet fails to start. */
class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const subscribe = () => () => {};
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

function MapUnavailable() {
  return (
    <div role="alert" className="flex h-full flex-col items-center justify-center gap-2 p-4 text-stone-700">
      <MapPinOff aria-hidden="true" className="size-8 text-stone-500" />
      <p className="font-medium">Unable to load map</p>
    </div>
  );
}

/**
 * The tracking view's map (spec section 2): client-only and lazy (Leaflet loads in its own chunk after
 * hydration), in a fixed-height box with a skeleton so nothing shifts, and 'Unable to load map' when it cannot
 * start. Without network the tiles stay grey.
 */
export function TrackingMap(props: TrackingMapProps) {
  const { label, height = 320 } = props;
  const hydrated = useHydrated();
  const skeleton = (
    <Skeleton label="Loading map...">
      <div className={`${skeletonBlockClass} rounded-none`} style={{ height }} />
    </Skeleton>
  );
  return (
    <div
      role="region"
      aria-label={label}
      className="relative isolate z-0 overflow-hidden rounded-card border border-stone-200 bg-stone-100"
      style={{ height }}
    >
      {hydrated ? (
        <MapErrorBoundary fallback={<MapUnavailable />}>
          <Suspense fallback={skeleton}>
            <LeafletTrackingMap {...props} />
          </Suspense>
        </MapErrorBoundary>
      ) : (
        skeleton
      )}
    </div>
  );
}
