import { MapView, type LatLng } from '../../../components/map/map-view';

export type { LatLng };

const ORIGIN: LatLng = { lat: 0, lng: 0 };

const onGlobe = ({ lat, lng }: LatLng) =>
  Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/**
 * The address map: 400 px tall, zoom 13 on the restaurant (zoom 2 at 0,0); a click
 * or dragging the pin moves it. Leaflet loads lazily inside `MapView`.
 */
export function AddressMap({ position, onMove }: { position: LatLng; onMove: (position: LatLng) => void }) {
  const pin = onGlobe(position) ? position : ORIGIN;
  const atOrigin = pin.lat === 0 && pin.lng === 0;
  return (
    <div className="flex flex-col gap-2">
      <MapView
        label="Map of the restaurant: click or drag the pin to set its location"
        center={pin}
        zoom={atOrigin ? 2 : 13}
        height={400}
        onMapClick={onMove}
        markers={[
          {
            id: 'restaurant',
            position: pin,
            label: 'Restaurant location',
            draggable: true,
            onDragEnd: onMove,
          },
        ]}
      />
      <p className="text-sm text-stone-600">
        Click the map or drag the pin to the restaurant's door. Pin at {pin.lat.toFixed(6)},{' '}
        {pin.lng.toFixed(6)}.
      </p>
    </div>
  );
}
