import {
  Browser,
  DomUtil,
  Layer,
  Util,
  type LatLng,
  type LayerOptions,
  type LeafletEventHandlerFn,
  type Map as LeafletMap,
  type Point,
  type ZoomAnimEvent,
} from 'leaflet';
import { tilesCovering, tileUrl } from './tile-grid';

export interface CanvasTileLayerOptions extends LayerOptions {
  /** The highest zoom the tile server has; the map may zoom further and then shows those tiles enlarged. */
  maxZoom: number;
  attribution: string;
}

const TILE_SIZE = 256;

/**
 * The map's tiles painted into one canvas exactly the size of the map, in place of Leaflet's tile images. Leaflet
 * lays out whole 256 px images, so those at the edges reach past the map and are only clipped by its `overflow:
 * hidden`; a checker that measures element boxes (axe's colour contrast) then finds them over the text beside
 * the map. The canvas's box is what is painted. It follows panning frame by frame, scales with Leaflet's zoom
 * animation, and is drawn anew once the map comes to rest.
 */
export class CanvasTileLayer extends Layer {
  declare options: CanvasTileLayerOptions;
  private readonly url: string;
  private canvas: HTMLCanvasElement | null = null;
  private images = new Map<string, HTMLImageElement>();
  private frame: number | null = null;
  private drawn: { center: LatLng; zoom: number } | null = null;

  constructor(url: string, options: Omit<CanvasTileLayerOptions, 'pane'>) {
    super();
    Util.setOptions(this, { ...options, pane: 'tilePane' });
    this.url = url;
  }

  override onAdd(): this {
    this.canvas = DomUtil.create('canvas', 'leaflet-tile-canvas leaflet-zoom-animated', this.getPane());
    this.draw();
    return this;
  }

  override onRemove(): this {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
    for (const image of this.images.values()) image.onload = null;
    this.images.clear();
    this.canvas?.remove();
    this.canvas = null;
    return this;
  }

  override getEvents(): Record<string, LeafletEventHandlerFn> {
    return {
      move: this.drawNow,
      viewreset: this.drawNow,
      resize: this.drawNow,
      zoomanim: this.followZoomAnimation as LeafletEventHandlerFn,
    };
  }

  /**
   * Draws as the map moves, in the same frame: Leaflet moves the map once per frame, and a canvas drawn a frame
   * later would show it one frame behind (its edge off the map's while panning).
   */
  private readonly drawNow = () => {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
    this.draw();
  };

  /** Draws on the next frame, once however many tiles arrive before it. */
  private readonly schedule = () => {
    if (this.frame !== null || !this.canvas) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = null;
      this.draw();
    });
  };

  /** While Leaflet animates a zoom, the drawn tiles scale around the zoom's centre as its markers do. */
  private readonly followZoomAnimation = (event: ZoomAnimEvent) => {
    const map = this._map as LeafletMap & { _getNewPixelOrigin(center: LatLng, zoom: number): Point };
    if (!this.canvas || !this.drawn) return;
    const scale = map.getZoomScale(event.zoom, this.drawn.zoom);
    const offset = map
      .getSize()
      .multiplyBy(-0.5 * scale)
      .add(map.project(this.drawn.center, event.zoom))
      .subtract(map._getNewPixelOrigin(event.center, event.zoom));
    DomUtil.setTransform(this.canvas, offset, scale);
  };

  private draw(): void {
    const map = this._map as (LeafletMap & { _animatingZoom?: boolean }) | undefined;
    const canvas = this.canvas;
    // Mid-animation the map already reports the zoom it is heading to: draw when it lands.
    if (!map || !canvas || map._animatingZoom) return;
    const size = map.getSize();
    const ratio = window.devicePixelRatio || 1;
    const position = map.containerPointToLayerPoint([0, 0]).round();
    DomUtil.setPosition(canvas, position);
    const mapZoom = map.getZoom();
    this.drawn = { center: map.getCenter(), zoom: mapZoom };
    // A map not laid out (no size) has nothing to paint.
    if (size.x === 0 || size.y === 0) return;
    const width = Math.round(size.x * ratio);
    const height = Math.round(size.y * ratio);
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
      canvas.style.width = `${size.x}px`;
      canvas.style.height = `${size.y}px`;
    }

    const context = canvas.getContext('2d');
    if (!context) return;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, size.x, size.y);
    // The canvas's top left corner in projected pixels: tiles land on whole pixels, as Leaflet places its images.
    const origin = map.getPixelOrigin().add(position);
    const tiles = tilesCovering({
      left: origin.x,
      top: origin.y,
      width: size.x,
      height: size.y,
      mapZoom,
      tileZoom: Math.max(0, Math.min(this.options.maxZoom, Math.round(mapZoom))),
      tileSize: TILE_SIZE,
    });
    const wanted = new Map<string, HTMLImageElement>();
    for (const tile of tiles) {
      const url = tileUrl(this.url, tile, { retina: Browser.retina, subdomains: 'abc' });
      const image = this.images.get(url) ?? this.load(url);
      wanted.set(url, image);
      if (image.complete && image.naturalWidth > 0)
        context.drawImage(image, tile.left, tile.top, tile.size, tile.size);
    }
    // Tiles that left the view stop loading and are let go (the browser's cache keeps them for a return).
    for (const [url, image] of this.images) if (!wanted.has(url)) image.onload = null;
    this.images = wanted;
  }

  private load(url: string): HTMLImageElement {
    const image = new Image();
    image.decoding = 'async';
    image.onload = this.schedule;
    image.src = url;
    return image;
  }
}
