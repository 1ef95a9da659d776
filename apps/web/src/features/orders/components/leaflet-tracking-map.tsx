/**
 * The Leaflet map behind `TrackingMap`. Browser-only: imported lazily, never on the server render path
 * (importing leaflet touches `window`).
 */
import 'leaflet/dist/leaflet.css';
import { Icon } from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import type { LatLng, TrackingMapProps } from './tracking-map-types';

// Bundlers rename Leaflet's marker images, so its CSS-based path guess fails: give it the bundled URLs.
delete (Icon.Default.prototype as { _getIconUrl?: unknown })._getIconUrl;
Icon.Default.mergeOptions({ iconRetinaUrl, iconUrl, shadowUrl });

function FollowView({ center, zoom }: { center: LatLng; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([center.lat, center.lng], zoom);
  }, [map, center.lat, center.lng, zoom]);
  return null;
}

export default function LeafletTrackingMap({
  center,
  zoom,
  maxZoom = 19,
  markers,
  tileUrl,
  tileAttribution,
}: TrackingMapProps) {
  return (
    <MapContainer
      center={[center.lat, center.lng]}
      zoom={zoom}
      maxZoom={maxZoom}
      scrollWheelZoom={false}
      className="size-full"
    >
      <TileLayer url={tileUrl} attribution={tileAttribution} maxZoom={maxZoom} />
      <FollowView center={center} zoom={zoom} />
      {markers.map((marker) => (
        <Marker
          key={marker.id}
          position={[marker.position.lat, marker.position.lng]}
          alt={marker.label}
          title={marker.label}
        />
      ))}
    </MapContainer>
  );
}
