import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmptyState } from '../EmptyState';
import { Tabs } from './Tabs';

const sessionTabs = [
  { id: 'upcoming', label: 'Upcoming', content: 'Functional Strength Training · Tue 24/11/2026 · 10:00 AM' },
  {
    id: 'completed',
    label: 'Completed',
    content: 'Functional Strength Training · Tue 17/11/2026 · 10:00 AM',
  },
  { id: 'cancelled', label: 'Cancelled', content: <EmptyState /> },
  { id: 'forfeited', label: 'Forfeited', content: <EmptyState /> },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { 'aria-label': 'Sessions', tabs: sessionTabs, onSelectionChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sessions: Story = {};

export const Appointments: Story = {
  args: {
    'aria-label': 'Appointments',
    tabs: [
      { id: 'upcoming', label: 'Upcoming', content: 'Dental check-up · Thu 26/11/2026 · 02:30 PM' },
      { id: 'completed', label: 'Completed', content: <EmptyState /> },
      { id: 'cancelled', label: 'Cancelled/Other', content: <EmptyState /> },
    ],
  },
};

export const Keyboard: Story = {
  name: 'Moved by arrow keys',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The collection renders its tabs after the first pass.
    const upcoming = await canvas.findByRole('tab', { name: 'Upcoming' });
    // One tab stop for the whole list: the selected tab; the arrow keys move between tabs.
    await waitFor(() => expect(upcoming).toHaveAttribute('tabindex', '0'));
    await expect(canvas.getByRole('tab', { name: 'Completed' })).toHaveAttribute('tabindex', '-1');
    upcoming.focus();
    await expect(upcoming).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('completed');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Forfeited' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Forfeited' })).toBeVisible();
  },
};

export const Preselected: Story = { name: 'Completed selected', args: { defaultSelectedKey: 'completed' } };

export const VisibleLabel: Story = {
  name: 'Visible label',
  args: { label: 'My sessions', 'aria-label': undefined },
};

export const LongLabels: Story = {
  name: 'Long labels',
  args: {
    tabs: [
      { id: 'a', label: 'Functional Strength Training', content: 'Runs on Tuesdays and Thursdays.' },
      { id: 'b', label: 'Active Ageing Programme', content: 'Runs on Mondays.' },
      { id: 'c', label: 'Denticare dental appointments', content: 'Runs on weekdays.' },
    ],
  },
};

export const Chinese: Story = {
  name: 'Chinese text',
  args: {
    'aria-label': '课程',
    tabs: [
      { id: 'upcoming', label: '即将到来', content: '功能性力量训练 · 24/11/2026' },
      { id: 'completed', label: '已完成', content: '功能性力量训练 · 17/11/2026' },
      { id: 'cancelled', label: '已取消', content: '没有记录' },
    ],
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/**
 * Senior mode on a phone (390): the four tabs do not fit, and stay on one line. The row scrolls sideways, the tab at
 * the edge shows cut with an arrow over it, and the tab chosen by keyboard comes whole into sight.
 */
export const SeniorModePhone: Story = {
  name: 'Senior mode on a phone',
  globals: { theme: 'senior', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Sessions' });
    const tabs = await within(list).findAllByRole('tab');
    const tops = new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    // An arrow over the end, for the eye and the pointer only.
    const row = list.parentElement ?? list;
    await waitFor(() => expect(row.querySelectorAll('button[aria-hidden="true"]')).toHaveLength(1));
    await expect(canvas.queryByRole('button')).toBeNull();
    // By keyboard to the last tab: the row scrolls it whole into sight.
    await userEvent.click(canvas.getByRole('tab', { name: 'Upcoming' }));
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Forfeited' });
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    const shown = list.getBoundingClientRect();
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(shown.right + 1);
    // Now there is more before it: the arrow is over the start.
    await waitFor(() => expect(row.querySelectorAll('button[aria-hidden="true"]')).toHaveLength(1));
  },
};

export const SeniorMode: Story = { name: 'Senior mode', globals: { theme: 'senior' } };
