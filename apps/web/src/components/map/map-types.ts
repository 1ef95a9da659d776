import type { ReactNode } from 'react';

/** A point on the map in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A custom marker look: HTML (an inline SVG, say) drawn in a box of `size` pixels. */
export interface MapMarkerIcon {
  html: string;
  size: [width: number, height: number];
  /** The pixel of the icon that sits on the point; the bottom centre by default. */
  anchor?: [x: number, y: number];
  className?: string;
}

export interface MapMarker {
  /** Stable key among the markers of one map. */
  id: string;
  position: LatLng;
  /** Alt text and tooltip of the marker, read by screen readers. */
  label: string;
  /** Leaflet's default blue pin unless given. */
  icon?: MapMarkerIcon;
  /** Shown in a popup when the marker is clicked. */
  popup?: ReactNode;
  draggable?: boolean;
  /** Called with the new position when a draggable marker is dropped. */
  onDragEnd?: (position: LatLng) => void;
}

export interface MapViewProps {
  /** Accessible name of the map region, e.g. 'Pick the address on the map'. */
  label: string;
  /** The view follows when center or zoom change (e.g. once the device location is known). */
  center: LatLng;
  zoom: number;
  maxZoom?: number;
  markers?: MapMarker[];
  /** Called with the clicked point (markers are not moved for you). */
  onMapClick?: (position: LatLng) => void;
  /** Called once the map shows 'Unable to load map' (so a form can go on without it). */
  onUnavailable?: () => void;
  /** Fixed height in pixels, so nothing shifts while the map loads (default 400, the address map's height). */
  height?: number;
  className?: string;
}
