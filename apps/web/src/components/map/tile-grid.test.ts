import { describe, expect, it } from 'vitest';
import { tilesCovering, tileUrl, type PlacedTile } from './tile-grid';

const view = { width: 300, height: 300, mapZoom: 13, tileZoom: 13, tileSize: 256 };

describe('tilesCovering', () => {
  it('covers the view with whole tiles placed relative to its top left corner, none reaching past what is needed', () => {
    const tiles = tilesCovering({ ...view, left: 256 * 10 + 100, top: 256 * 20 + 50 });
    expect(tiles.map(({ x, y, left, top }) => [x, y, left, top])).toEqual([
      [10, 20, -100, -50],
      [11, 20, 156, -50],
      [10, 21, -100, 206],
      [11, 21, 156, 206],
    ]);
    expect(tiles.every((tile) => tile.size === 256 && tile.z === 13)).toBe(true);
  });

  it('takes no extra column or row when the view ends on a tile edge', () => {
    const tiles = tilesCovering({ ...view, width: 512, height: 256, left: 0, top: 0 });
    expect(tiles.map(({ x, y }) => [x, y])).toEqual([
      [0, 0],
      [1, 0],
    ]);
  });

  it('wraps columns around the world and leaves out rows beyond the poles', () => {
    const tiles = tilesCovering({
      ...view,
      mapZoom: 1,
      tileZoom: 1,
      width: 300,
      height: 600,
      left: -100,
      top: -50,
    });
    expect(tiles.map(({ x, y, left, top }) => [x, y, left, top])).toEqual([
      [1, 0, -156, 50],
      [0, 0, 100, 50],
      [1, 1, -156, 306],
      [0, 1, 100, 306],
    ]);
  });

  it('enlarges the tiles when the map zooms past the tiles it has', () => {
    const tiles = tilesCovering({
      ...view,
      mapZoom: 15,
      tileZoom: 13,
      width: 1024,
      height: 1024,
      left: 1024,
      top: 0,
    });
    expect(tiles).toEqual([{ x: 1, y: 0, z: 13, left: 0, top: 0, size: 1024 }]);
  });
});

describe('tileUrl', () => {
  const tile: PlacedTile = { x: 1870, y: 3373, z: 13, left: 0, top: 0, size: 256 };

  it('fills in the zoom, column and row', () => {
    expect(
      tileUrl('https://tile.openstreetmap.org/{z}/{x}/{y}.png', tile, { retina: false, subdomains: 'abc' }),
    ).toBe('https://tile.openstreetmap.org/13/1870/3373.png');
  });

  it('fills in a subdomain, the row counted from the south and the high-density suffix', () => {
    expect(
      tileUrl('https://{s}.example.test/{z}/{x}/{-y}{r}.png', tile, { retina: true, subdomains: 'abc' }),
    ).toBe(`https://${'abc'[(1870 + 3373) % 3]}.example.test/13/1870/${2 ** 13 - 1 - 3373}@2x.png`);
  });

  it('refuses a template with a placeholder it does not know', () => {
    expect(() =>
      tileUrl('https://example.test/{z}/{x}/{y}?key={apikey}', tile, { retina: false, subdomains: 'abc' }),
    ).toThrow(/\{apikey\}/);
  });
});
