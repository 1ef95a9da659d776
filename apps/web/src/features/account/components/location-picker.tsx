import { Crosshair } from 'lucide-react';
import { useState } from 'react';
import { MapView, type LatLng } from '../../../components/map/map-view';
import { useDeviceLocation } from '../hooks/use-device-location';

const ORIGIN: LatLng = { lat: 0, lng: 0 };

/**
 * The map of the add-address page: it starts at the device location (zoom 13), or at
 * 0,0 (zoom 2) when that is refused; a click, or dragging the pin, moves the pin.
 */
export function LocationPicker({ value, onChange }: { value: LatLng; onChange: (position: LatLng) => void }) {
  const [view, setView] = useState({ center: ORIGIN, zoom: 2 });
  const device = useDeviceLocation((position) => {
    setView({ center: position, zoom: 13 });
    onChange(position);
  });

  const moveToDevice = () => {
    if (device.status !== 'found') return;
    setView({ center: { ...device.position }, zoom: 13 });
    onChange(device.position);
  };

  return (
    <div className="flex flex-col gap-3">
      <MapView
        label="Map: click to place the pin on your address"
        center={view.center}
        zoom={view.zoom}
        height={400}
        onMapClick={onChange}
        markers={[
          {
            id: 'address',
            position: value,
            label: 'Selected location',
            draggable: true,
            onDragEnd: onChange,
          },
        ]}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-stone-700">
        <p aria-live="polite">
          {device.status === 'locating'
            ? 'Finding your location...'
            : `Pin at ${value.lat.toFixed(5)}, ${value.lng.toFixed(5)}`}
        </p>
        {device.status === 'found' && (
          <button
            type="button"
            onClick={moveToDevice}
            className="inline-flex items-center gap-1.5 rounded-full px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50"
          >
            <Crosshair aria-hidden="true" className="size-4" />
            Use my location
          </button>
        )}
      </div>
      {device.status === 'unavailable' && (
        <p className="text-sm text-stone-600">
          Your location is not available. Click the map to place the pin on your address.
        </p>
      )}
    </div>
  );
}
