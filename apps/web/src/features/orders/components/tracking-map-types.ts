export interface LatLng {
  lat: number;
  lng: number;
}

export interface TrackingMapMarker {
  id: string;
  position: LatLng;
  /** Alt text and tooltip of the marker. */
  label: string;
}

export interface TrackingMapProps {
  /** Accessible name of the map region. */
  label: string;
  center: LatLng;
  zoom: number;
  maxZoom?: number;
  markers: TrackingMapMarker[];
  tileUrl: string;
  tileAttribution: string;
  /** Fixed height in pixels, so nothing shifts while the map loads. */
  height?: number;
}
