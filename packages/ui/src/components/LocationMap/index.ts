export { LocationMap, LOCATION_MAP_TILE_ZOOM } from './LocationMap';
export type { LocationMapMarker, LocationMapProps } from './LocationMap';
export { MAP_BOUNDS, MAP_SIZE, project, tilesFor } from './projection';
