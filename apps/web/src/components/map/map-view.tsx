import { MapPinOff } from 'lucide-react';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useAppConfig } from '../../api/app-config';
import { Skeleton, skeletonBlockClass } from '../ui/skeleton';
import { MapErrorBoundary } from './map-error-boundary';
import type { MapViewProps } from './map-types';

export type { LatLng, MapMarker, MapMarkerIcon, MapViewProps } from './map-types';

/**
 * A generic interactive map (Leaflet), for the address picker, the tracking view and the admin settings.
 *
 *   <MapView label="Pick the address on the map" center={{ lat, lng }} zoom={13}
 *     markers={[{ id: 'pin', position, label: 'Selected location', draggable: true, onDragEnd: setPosition }]}
 *     onMapClick={setPosition} />
 *
 * - Client-only and lazy: Leaflet and its CSS load in their own chunk after hydration; the server renders the
 *   same fixed-height box with a skeleton, so nothing shifts.
 * - Tiles come from the server's `TILE_URL` (read from `GET /api/app-config`); without network the map shows
 *   grey tiles. 'Unable to load map' shows when the map cannot start (chunk or configuration failed).
 * - The view follows `center`/`zoom` changes; markers are controlled: move them yourself in `onMapClick` or
 *   `onDragEnd`.
 */
export function MapView(props: MapViewProps) {
  const { label, height = 400, className = '', onUnavailable } = props;
  const hydrated = useHydrated();
  const config = useAppConfig();

  const skeleton = (
    <Skeleton label="Loading map...">
      <div className={`${skeletonBlockClass} rounded-none`} style={{ height }} />
    </Skeleton>
  );

  let content = skeleton;
  const unavailable = <MapUnavailable onShown={onUnavailable} />;
  if (hydrated && config.isError) content = unavailable;
  else if (hydrated && config.data) {
    content = (
      <MapErrorBoundary fallback={unavailable}>
        <Suspense fallback={skeleton}>
          <LeafletMap
            {...props}
            tileUrl={config.data.tileUrl}
            tileAttribution={config.data.tileAttribution}
          />
        </Suspense>
      </MapErrorBoundary>
    );
  }

  return (
    <div
      role="region"
      aria-label={label}
      className={`relative isolate z-0 overflow-hidden rounded-card border border-stone-200 bg-stone-100 ${className}`.trim()}
      style={{ height }}
    >
      {content}
    </div>
  );
}

const LeafletMap = lazy(() => import('./leaflet-map'));

function MapUnavailable({ onShown }: { onShown: (() => void) | undefined }) {
  useEffect(() => {
    onShown?.();
  }, [onShown]);
  return (
    <div role="alert" className="flex h-full flex-col items-center justify-center gap-2 p-4 text-stone-700">
      <MapPinOff aria-hidden="true" className="size-8 text-stone-500" />
      <p className="font-medium">Unable to load map</p>
    </div>
  );
}

const subscribe = () => () => {};

/** False on the server and during hydration, so the first client render matches the server's HTML. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
