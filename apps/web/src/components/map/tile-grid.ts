/** One map tile and where it lands in the view, in CSS pixels from the view's top left corner. */
export interface PlacedTile {
  /** The tile's column, wrapped around the world (the view may show the world more than once). */
  x: number;
  y: number;
  z: number;
  left: number;
  top: number;
  /** Its edge on screen: the tile size, scaled when the map's zoom lies between two tile zooms. */
  size: number;
}

export interface TileView {
  /** The view's top left corner in the map's projected pixels at `mapZoom`. */
  left: number;
  top: number;
  width: number;
  height: number;
  mapZoom: number;
  /** The zoom the tiles are fetched at. */
  tileZoom: number;
  tileSize: number;
}

/** The tiles that together cover the view, row by row. Rows above the north or below the south edge are none. */
export function tilesCovering(view: TileView): PlacedTile[] {
  const size = view.tileSize * 2 ** (view.mapZoom - view.tileZoom);
  const count = 2 ** view.tileZoom;
  const first = { x: Math.floor(view.left / size), y: Math.max(0, Math.floor(view.top / size)) };
  const last = {
    x: Math.ceil((view.left + view.width) / size) - 1,
    y: Math.min(count - 1, Math.ceil((view.top + view.height) / size) - 1),
  };
  const tiles: PlacedTile[] = [];
  for (let y = first.y; y <= last.y; y++)
    for (let x = first.x; x <= last.x; x++)
      tiles.push({
        x: ((x % count) + count) % count,
        y,
        z: view.tileZoom,
        left: x * size - view.left,
        top: y * size - view.top,
        size,
      });
  return tiles;
}

/**
 * A tile's address from a Leaflet-style template: `{z}`, `{x}`, `{y}`, `{-y}` (counted from the south), `{s}` (one
 * of the subdomains, the same for the same tile) and `{r}` ('@2x' on a high-density screen).
 */
export function tileUrl(
  template: string,
  tile: PlacedTile,
  options: { retina: boolean; subdomains: string },
) {
  const values: Record<string, string | number> = {
    z: tile.z,
    x: tile.x,
    y: tile.y,
    '-y': 2 ** tile.z - 1 - tile.y,
    s: options.subdomains[Math.abs(tile.x + tile.y) % options.subdomains.length] ?? '',
    r: options.retina ? '@2x' : '',
  };
  return template.replace(/\{ *([\w-]+) *\}/g, (match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`No value for ${match} in the tile address ${template}`);
    return String(value);
  });
}
