import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { Icon, ICON_SIZES, ICON_TONES, type IconGlyph } from './Icon';
import * as icons from './icons';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { icon: icons.CalendarIcon },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'md' });
const entries = Object.entries(icons) as [string, IconGlyph][];

export const AllIcons: Story = {
  name: 'All icons',
  render: () => (
    <ul
      className={sprinkles({
        display: 'grid',
        gap: 'sm',
        padding: 'none',
        marginTop: 'none',
        marginBottom: 'none',
      })}
      style={{
        listStyle: 'none',
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.textMinWidth}), 1fr))`,
      }}
    >
      {entries.map(([name, glyph]) => (
        <li key={name} className={sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm' })}>
          <Icon icon={glyph} tone="primary" />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    // Decorative icons are hidden from screen readers: the names beside them say what they are.
    await expect(within(canvasElement).queryAllByRole('img')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(entries.length);
  },
};

/** The sizes an icon has of its own; `fill` takes its box's size (see 'Filling its box'). */
const ownSizes = ICON_SIZES.filter((size) => size !== 'fill');

export const Sizes: Story = {
  render: (args) => (
    <div className={row}>
      {ownSizes.map((size) => (
        <span key={size} className={sprinkles({ display: 'flex', alignItems: 'center', gap: 'xs' })}>
          <Icon {...args} size={size} />
          {size}
        </span>
      ))}
    </div>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <div className={row}>
      {ICON_TONES.map((tone) => (
        <span key={tone} className={sprinkles({ display: 'flex', alignItems: 'center', gap: 'xs' })}>
          <Icon {...args} tone={tone} size="large" />
          {tone}
        </span>
      ))}
    </div>
  ),
};

export const Labelled: Story = {
  name: 'With a label',
  args: { icon: icons.AlertTriangleIcon, label: 'Warning', tone: 'warning', size: 'large' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Warning' })).toBeVisible();
  },
};

export const Fill: Story = {
  name: 'Filling its box',
  args: { icon: icons.UserIcon, size: 'fill', tone: 'muted' },
  render: (args) => (
    <span
      className={sprinkles({ display: 'flex', padding: 'md' })}
      style={{
        width: `calc(${vars.size.avatar} * 2)`,
        height: `calc(${vars.size.avatar} * 2)`,
        borderRadius: vars.radius.full,
        background: vars.color.surfaceMuted,
      }}
    >
      <Icon {...args} />
    </span>
  ),
};

export const InText: Story = {
  name: 'In a line of text',
  render: () => (
    <p className={sprinkles({ fontSize: 'lg' })}>
      <Icon icon={icons.ClockIcon} size="inline" /> Mon to Fri, 8.30 am to 5.30 pm
    </p>
  ),
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  globals: { theme: 'senior' },
  render: Sizes.render,
};
