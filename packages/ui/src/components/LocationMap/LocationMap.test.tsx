import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REGION_LABELS, SAMPLE_MARKERS, markerLabel } from '../../test/locationMap';
import { LocationMap } from './LocationMap';
import { MAP_SIZE, project, tilesFor } from './projection';

const renderMap = (props: Partial<Parameters<typeof LocationMap>[0]> = {}) =>
  render(
    <LocationMap
      label="Map of Singapore with the locations of Circuit Training"
      listLabel="Locations of Circuit Training"
      markers={SAMPLE_MARKERS}
      regionLabels={REGION_LABELS}
      markerLabel={markerLabel}
      {...props}
    />,
  );

describe('LocationMap', () => {
  it('names every marker by its location and region, on a labelled map', () => {
    renderMap();
    const map = screen.getByRole('group', {
      name: 'Map of Singapore with the locations of Circuit Training',
    });
    const markers = within(map).getAllByRole('button');
    expect(markers.map((m) => m.getAttribute('aria-label'))).toEqual(
      SAMPLE_MARKERS.map((m) => markerLabel(m.name, REGION_LABELS[m.region])),
    );
  });

  it('lists the locations as text grouped by region, in the order ne, sw, nw, se', () => {
    renderMap();
    const list = screen.getByRole('group', { name: 'Locations of Circuit Training' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['North-east', 'South-west', 'North-west', 'South-east']);
    const southWest = within(list).getByRole('region', { name: 'South-west' });
    expect(within(southWest).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(southWest).getByText('Blk 690 Jurong West Central 1, Singapore 640690'),
    ).toBeInTheDocument();
  });

  it('selects a location from its marker or its list entry, by keyboard', async () => {
    const onSelectionChange = vi.fn();
    const user = userEvent.setup();
    renderMap({ onSelectionChange });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Senior Gym (Sengkang), North-east' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('bukit-batok-west');
    expect(
      screen.getByRole('button', { name: 'Active Ageing Hub (Bukit Batok West), South-west' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const list = screen.getByRole('group', { name: 'Locations of Circuit Training' });
    const entry = within(list).getByRole('button', { name: /^Day Centre \(Bedok\)/ });
    entry.focus();
    await user.keyboard(' ');
    expect(onSelectionChange).toHaveBeenLastCalledWith('bedok');
    expect(entry).toHaveAttribute('aria-pressed', 'true');
  });

  it('projects latitude and longitude: north is up, east is right, all inside the map', () => {
    const north = project(1.44, 103.8);
    const south = project(1.27, 103.8);
    const east = project(1.35, 104.0);
    const west = project(1.35, 103.65);
    expect(north.y).toBeLessThan(south.y);
    expect(east.x).toBeGreaterThan(west.x);
    for (const p of [north, south, east, west]) {
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(MAP_SIZE.width);
      expect(p.y).toBeGreaterThan(0);
      expect(p.y).toBeLessThan(MAP_SIZE.height);
    }
  });

  it('draws the outline without a tile server, and tiles when a tile URL is given', () => {
    const { container, rerender } = renderMap();
    expect(container.querySelector('svg path')).not.toBeNull();
    expect(container.querySelector('svg image')).toBeNull();
    rerender(
      <LocationMap
        label="Map"
        listLabel="Locations"
        markers={SAMPLE_MARKERS}
        regionLabels={REGION_LABELS}
        markerLabel={markerLabel}
        tileUrl="https://tiles.example.sg/{z}/{x}/{y}.png"
        tileAttribution="© Tiles"
      />,
    );
    const images = container.querySelectorAll('svg image');
    expect(images.length).toBe(tilesFor('t/{z}/{x}/{y}', 11).length);
    expect(images[0]?.getAttribute('href')).toMatch(/^https:\/\/tiles\.example\.sg\/11\/\d+\/\d+\.png$/);
    expect(screen.getByText('© Tiles')).toBeInTheDocument();
  });
});
