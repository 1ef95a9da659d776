import { useEffect, useRef, useState } from 'react';
import type { LatLng } from '../../../components/map/map-view';

export type DeviceLocation =
  { status: 'locating' } | { status: 'found'; position: LatLng } | { status: 'unavailable' };

const canLocate = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

/**
 * The device's position, asked once on mount; 'unavailable' when refused, missing or too slow. `onFound` is
 * called when the device answers. (The add-address form renders in the browser only, after sign-in is known.)
 */
export function useDeviceLocation(onFound: (position: LatLng) => void): DeviceLocation {
  const [location, setLocation] = useState<DeviceLocation>(() =>
    canLocate() ? { status: 'locating' } : { status: 'unavailable' },
  );
  const onFoundRef = useRef(onFound);
  useEffect(() => {
    onFoundRef.current = onFound;
  });

  useEffect(() => {
    if (!canLocate()) return;
    let active = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!active) return;
        const position = { lat: coords.latitude, lng: coords.longitude };
        setLocation({ status: 'found', position });
        onFoundRef.current(position);
      },
      () => {
        if (active) setLocation({ status: 'unavailable' });
      },
      { timeout: 10_000, maximumAge: 60_000 },
    );
    return () => {
      active = false;
    };
  }, []);
  return location;
}
