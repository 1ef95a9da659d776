/**
 * The Leaflet implementation behind `MapView`. Browser-only: imported lazily by `map-view.tsx`, never on the
 * server render path (importing leaflet touches `window`).
 */
import 'leaflet/dist/leaflet.css';
import './leaflet-overrides.css';
import {
  divIcon,
  Icon,
  type DragEndEvent,
  type LeafletMouseEvent,
  type Marker as LeafletMarker,
} from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, Popup, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { CanvasTileLayer } from './canvas-tile-layer';
import type { LatLng, MapMarker, MapViewProps } from './map-types';

// Bundlers rename Leaflet's marker images, so its CSS-based path guess fails: give it the bundled URLs.
delete (Icon.Default.prototype as { _getIconUrl?: unknown })._getIconUrl;
Icon.Default.mergeOptions({ iconRetinaUrl, iconUrl, shadowUrl });

export interface LeafletMapProps extends MapViewProps {
  tileUrl: string;
  tileAttribution: string;
}

/** Moves the view when the center or zoom props change after the first render. */
function FollowView({ center, zoom }: { center: LatLng; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([center.lat, center.lng], zoom);
  }, [map, center.lat, center.lng, zoom]);
  return null;
}

/**
 * The zoom buttons' signs in plain ASCII: Leaflet's '−' (U+2212) is a symbol whose contrast a checker cannot
 * measure. Hidden from screen readers, which read the buttons' names instead.
 */
const ZOOM_IN_TEXT = '<span aria-hidden="true">+</span>';
const ZOOM_OUT_TEXT = '<span aria-hidden="true">-</span>';

/**
 * Leaflet names its zoom buttons with aria-label over a visible '+' and '−': named by hidden text instead, so the
 * name does not contradict the visible sign.
 */
function NamedZoomButtons() {
  const map = useMap();
  useEffect(() => {
    for (const button of map.getContainer().querySelectorAll('.leaflet-control-zoom a[aria-label]')) {
      const name = document.createElement('span');
      name.className = 'sr-only';
      name.textContent = button.getAttribute('aria-label');
      button.removeAttribute('aria-label');
      button.append(name);
    }
  }, [map]);
  return null;
}

/** The map's tiles, in one canvas the size of the map (see `CanvasTileLayer`). */
function Tiles({ url, attribution, maxZoom }: { url: string; attribution: string; maxZoom: number }) {
  const map = useMap();
  useEffect(() => {
    const layer = new CanvasTileLayer(url, { attribution, maxZoom }).addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, url, attribution, maxZoom]);
  return null;
}

function ClickHandler({ onMapClick }: { onMapClick: (position: LatLng) => void }) {
  useMapEvents({
    click: (event: LeafletMouseEvent) => onMapClick({ lat: event.latlng.lat, lng: event.latlng.lng }),
  });
  return null;
}

function MapPin({ marker }: { marker: MapMarker }) {
  const { icon, onDragEnd } = marker;
  const leafletIcon = useMemo(
    () =>
      icon
        ? divIcon({
            html: icon.html,
            iconSize: icon.size,
            iconAnchor: icon.anchor ?? [icon.size[0] / 2, icon.size[1]],
            className: icon.className ?? '',
          })
        : new Icon.Default(),
    [icon],
  );
  const eventHandlers = useMemo(
    () =>
      onDragEnd
        ? {
            dragend: (event: DragEndEvent) => {
              const { lat, lng } = (event.target as { getLatLng(): LatLng }).getLatLng();
              onDragEnd({ lat, lng });
            },
          }
        : {},
    [onDragEnd],
  );
  const markerRef = useRef<LeafletMarker>(null);
  // Leaflet gives a clickable marker's image the button role: a button is named by aria-label, not alt.
  useEffect(() => {
    markerRef.current?.getElement()?.setAttribute('aria-label', marker.label);
  }, [marker.label, leafletIcon]);
  return (
    <Marker
      position={[marker.position.lat, marker.position.lng]}
      ref={markerRef}
      icon={leafletIcon}
      alt={marker.label}
      title={marker.label}
      draggable={marker.draggable ?? false}
      eventHandlers={eventHandlers}
    >
      {marker.popup !== undefined && <Popup>{marker.popup}</Popup>}
    </Marker>
  );
}

export default function LeafletMap({
  center,
  zoom,
  maxZoom = 19,
  markers = [],
  onMapClick,
  tileUrl,
  tileAttribution,
}: LeafletMapProps) {
  return (
    <MapContainer
      center={[center.lat, center.lng]}
      zoom={zoom}
      maxZoom={maxZoom}
      scrollWheelZoom={false}
      zoomControl={false}
      className="size-full"
    >
      <ZoomControl zoomInText={ZOOM_IN_TEXT} zoomOutText={ZOOM_OUT_TEXT} />
      <Tiles url={tileUrl} attribution={tileAttribution} maxZoom={maxZoom} />
      <FollowView center={center} zoom={zoom} />
      <NamedZoomButtons />
      {onMapClick && <ClickHandler onMapClick={onMapClick} />}
      {markers.map((marker) => (
        <MapPin key={marker.id} marker={marker} />
      ))}
    </MapContainer>
  );
}
