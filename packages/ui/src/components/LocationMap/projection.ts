/**
 * The map's projection: an equirectangular one over Singapore's bounds, with longitude scaled by the cosine of
 * the latitude (at 1.35° N the difference from Web Mercator is far below a pixel). Pure, so it can be tested.
 */

/** The area the map shows, in degrees. */
export const MAP_BOUNDS = { west: 103.59, east: 104.05, south: 1.2, north: 1.48 } as const;

const SCALE = 1000;
const COS_LAT = Math.cos((((MAP_BOUNDS.north + MAP_BOUNDS.south) / 2) * Math.PI) / 180);

/** The map's width and height in its own units (the SVG's viewBox). */
export const MAP_SIZE = {
  width: (MAP_BOUNDS.east - MAP_BOUNDS.west) * COS_LAT * SCALE,
  height: (MAP_BOUNDS.north - MAP_BOUNDS.south) * SCALE,
} as const;

/** A point on the map, in viewBox units from the top left. */
export interface MapPoint {
  x: number;
  y: number;
}

/** Projects a latitude and longitude onto the map. */
export function project(latitude: number, longitude: number): MapPoint {
  return {
    x: (longitude - MAP_BOUNDS.west) * COS_LAT * SCALE,
    y: (MAP_BOUNDS.north - latitude) * SCALE,
  };
}

/** A Web Mercator tile's bounds in degrees. */
function tileBounds(x: number, y: number, zoom: number) {
  const n = 2 ** zoom;
  const lng = (tx: number) => (tx / n) * 360 - 180;
  const lat = (ty: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * ty) / n))) * 180) / Math.PI;
  return { west: lng(x), east: lng(x + 1), north: lat(y), south: lat(y + 1) };
}

/** A tile placed on the map: its URL and its box in viewBox units. */
export interface PlacedTile {
  url: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The tiles of `template` (`…/{z}/{x}/{y}.png`) that cover the map at `zoom`, placed in viewBox units.
 */
export function tilesFor(template: string, zoom: number): PlacedTile[] {
  const n = 2 ** zoom;
  const tileX = (lng: number) => Math.floor(((lng + 180) / 360) * n);
  const tileY = (lat: number) => {
    const r = (lat * Math.PI) / 180;
    return Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n);
  };
  const tiles: PlacedTile[] = [];
  for (let x = tileX(MAP_BOUNDS.west); x <= tileX(MAP_BOUNDS.east); x += 1) {
    for (let y = tileY(MAP_BOUNDS.north); y <= tileY(MAP_BOUNDS.south); y += 1) {
      const b = tileBounds(x, y, zoom);
      const topLeft = project(b.north, b.west);
      const bottomRight = project(b.south, b.east);
      tiles.push({
        url: template.replace('{z}', String(zoom)).replace('{x}', String(x)).replace('{y}', String(y)),
        x: topLeft.x,
        y: topLeft.y,
        width: bottomRight.x - topLeft.x,
        height: bottomRight.y - topLeft.y,
      });
    }
  }
  return tiles;
}
