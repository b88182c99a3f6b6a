import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { REGION_LABELS, SAMPLE_MARKERS, markerLabel } from '../../test/locationMap';
import { LocationMap } from './LocationMap';

const meta = {
  title: 'Data display/LocationMap',
  component: LocationMap,
  args: {
    label: 'Map of Singapore with the locations of Circuit Training',
    listLabel: 'Locations of Circuit Training',
    markers: SAMPLE_MARKERS,
    regionLabels: REGION_LABELS,
    markerLabel,
  },
} satisfies Meta<typeof LocationMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five locations in all four regions, on the outline drawn without a tile server. */
export const FourRegions: Story = {
  name: 'Four regions',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('group', {
      name: 'Map of Singapore with the locations of Circuit Training',
    });
    await expect(within(map).getAllByRole('button')).toHaveLength(5);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  },
};

/** One location: the map and a list of one. */
export const OneLocation: Story = {
  name: 'One location',
  args: { markers: SAMPLE_MARKERS.filter((m) => m.id === 'bukit-batok-west') },
};

/** A location chosen by keyboard from the map: its marker and its list entry are both marked. */
export const Selected: Story = {
  name: 'Selected by keyboard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByRole('button', { name: 'Active Ageing Hub (Bukit Batok West), South-west' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const list = canvas.getByRole('group', { name: 'Locations of Circuit Training' });
    await expect(
      within(list).getByRole('button', { name: /^Active Ageing Hub \(Bukit Batok West\)/ }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};
