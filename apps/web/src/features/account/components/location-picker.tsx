import { Crosshair } from 'lucide-react';
import { useState } from 'react';
import { useRestaurant } from '../../../api/restaurant';
import { MapView, type LatLng } from '../../../components/map/map-view';
import { useDeviceLocation } from '../hooks/use-device-location';
import { ADDRESS_MAP_ZOOM, addressMapStart } from './address-map-start';

/** The pin's own words while the customer has not placed it. */
export const PLACE_PIN_MESSAGE = 'Place the pin on your address: click the map or drag the pin.';

/**
 * The map of the add-address page: it starts at the device location (zoom 13), or, when that is refused, at the
 * restaurant (zoom 13) with the pin there only as a starting point: `value` stays null until the customer
 * clicks the map, drags the pin or the device answers. Without the restaurant's place it shows 0,0 (zoom 2).
 */
export function LocationPicker({
  value,
  onChange,
  problem,
  onUnavailable,
}: {
  value: LatLng | null;
  onChange: (position: LatLng) => void;
  problem: string | undefined;
  onUnavailable: () => void;
}) {
  const start = addressMapStart(useRestaurant().data);
  const [chosenView, setChosenView] = useState<{ center: LatLng; zoom: number } | null>(null);
  const device = useDeviceLocation((position) => {
    setChosenView({ center: position, zoom: ADDRESS_MAP_ZOOM });
    onChange(position);
  });
  const view = chosenView ?? start;
  const pin = value ?? start.center;

  const moveToDevice = () => {
    if (device.status !== 'found') return;
    setChosenView({ center: { ...device.position }, zoom: ADDRESS_MAP_ZOOM });
    onChange(device.position);
  };

  const where = `${pin.lat.toFixed(5)}, ${pin.lng.toFixed(5)}`;
  return (
    <div className="flex flex-col gap-3">
      <MapView
        label="Map: click to place the pin on your address"
        center={view.center}
        zoom={view.zoom}
        height={400}
        onMapClick={onChange}
        onUnavailable={onUnavailable}
        markers={[
          {
            id: 'address',
            position: pin,
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
            : value || !start.atRestaurant
              ? `Pin at ${where}`
              : `Pin at the restaurant (${where})`}
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
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : (
        device.status === 'unavailable' &&
        !value && (
          <p className="text-sm text-stone-600">
            Your location is not available. Click the map or drag the pin to your address.
          </p>
        )
      )}
    </div>
  );
}
