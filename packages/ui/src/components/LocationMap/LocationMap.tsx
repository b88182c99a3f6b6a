import { MARKER_REGIONS, type MarkerRegion } from '@careportal/domain';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import * as styles from './LocationMap.css';
import { MAP_SIZE, project, tilesFor } from './projection';
import { SINGAPORE_OUTLINE } from './singaporeOutline';

/** The zoom level of the optional tile layer: Singapore fills about 3 × 3 tiles. */
export const LOCATION_MAP_TILE_ZOOM = 11;

/** A place on the map. */
export interface LocationMapMarker {
  id: string;
  name: string;
  /** The address, shown in the list under the name. */
  detail?: string;
  region: MarkerRegion;
  /** [latitude, longitude] in degrees. */
  location: readonly [number, number];
}

export interface LocationMapProps {
  /** The map's accessible name ('Map of Singapore with the locations of Gym Tonic'). */
  label: string;
  /** The accessible name of the list of locations beside the map. */
  listLabel: string;
  markers: readonly LocationMapMarker[];
  /** The regions' names, shown as the list's group headings and in the markers' names. */
  regionLabels: Readonly<Record<MarkerRegion, string>>;
  /** A marker's accessible name from its location's and region's names ('{name}, {region}'). */
  markerLabel: (name: string, region: string) => string;
  /** The chosen location (controlled). */
  selectedId?: string | null;
  /** The chosen location at first (uncontrolled). */
  defaultSelectedId?: string | null;
  onSelectionChange?: (id: string) => void;
  /** A raster tile URL template (`https://…/{z}/{x}/{y}.png`); without it the map is the outline alone. */
  tileUrl?: string;
  /** The tile provider's attribution, shown on the map with a tile layer. */
  tileAttribution?: string;
}

const OUTLINE_PATH =
  SINGAPORE_OUTLINE.map(([lng, lat], i) => {
    const p = project(lat, lng);
    return `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
  }).join(' ') + ' Z';

/**
 * A map of Singapore with a marker per location, drawn without a tile server: a vector outline of the island
 * with markers projected from latitude and longitude (a tile layer is drawn under it when `tileUrl` is given).
 * Every marker is a labelled button; the same locations follow as a list grouped by region (ne, sw, nw, se),
 * so the map works by keyboard and screen reader alike. Choosing a marker or a list entry selects the location.
 */
export function LocationMap({
  label,
  listLabel,
  markers,
  regionLabels,
  markerLabel,
  selectedId,
  defaultSelectedId = null,
  onSelectionChange,
  tileUrl,
  tileAttribution,
}: LocationMapProps) {
  const [ownSelection, setOwnSelection] = useState<string | null>(defaultSelectedId);
  const selected = selectedId === undefined ? ownSelection : selectedId;
  const select = (id: string) => {
    setOwnSelection(id);
    onSelectionChange?.(id);
  };
  const tiles = tileUrl ? tilesFor(tileUrl, LOCATION_MAP_TILE_ZOOM) : [];
  const groups = MARKER_REGIONS.map((region) => ({
    region,
    markers: markers.filter((m) => m.region === region),
  })).filter((g) => g.markers.length > 0);

  return (
    <div className={styles.root}>
      <div className={styles.map} role="group" aria-label={label}>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${MAP_SIZE.width.toFixed(0)} ${MAP_SIZE.height.toFixed(0)}`}
          aria-hidden="true"
          focusable="false"
        >
          {tiles.map((t) => (
            <image
              key={t.url}
              href={t.url}
              x={t.x}
              y={t.y}
              width={t.width}
              height={t.height}
              preserveAspectRatio="none"
            />
          ))}
          {tiles.length === 0 && <path className={styles.land} d={OUTLINE_PATH} />}
        </svg>
        {markers.map((m) => {
          const p = project(m.location[0], m.location[1]);
          const isSelected = m.id === selected;
          return (
            <Button
              key={m.id}
              className={styles.marker}
              style={{ left: `${(p.x / MAP_SIZE.width) * 100}%`, top: `${(p.y / MAP_SIZE.height) * 100}%` }}
              aria-label={markerLabel(m.name, regionLabels[m.region])}
              aria-pressed={isSelected}
              data-selected={isSelected || undefined}
              data-region={m.region}
              onPress={() => {
                select(m.id);
              }}
            >
              <span className={`${styles.pin} ${styles.regionColour[m.region]}`} aria-hidden="true" />
            </Button>
          );
        })}
        {tiles.length > 0 && tileAttribution && <span className={styles.attribution}>{tileAttribution}</span>}
      </div>
      <div className={styles.regions} role="group" aria-label={listLabel}>
        {groups.map((g) => (
          <section key={g.region} aria-label={regionLabels[g.region]}>
            <h3 className={styles.regionTitle}>
              <span className={`${styles.swatch} ${styles.regionColour[g.region]}`} aria-hidden="true" />
              {regionLabels[g.region]}
            </h3>
            <ul className={styles.list}>
              {g.markers.map((m) => {
                const isSelected = m.id === selected;
                return (
                  <li key={m.id}>
                    <Button
                      className={styles.item}
                      aria-pressed={isSelected}
                      data-selected={isSelected || undefined}
                      onPress={() => {
                        select(m.id);
                      }}
                    >
                      <span className={styles.itemName}>{m.name}</span>
                      {m.detail && <span className={styles.itemDetail}>{m.detail}</span>}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
