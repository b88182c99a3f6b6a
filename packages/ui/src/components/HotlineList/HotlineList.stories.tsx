import { DEMO_PROVIDER_FACTS, egiroLandingMessages, hotlines } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HotlineList, type HotlineListEntry } from './HotlineList';

const LABELS = {
  general: egiroLandingMessages.generalHotline,
  billing: egiroLandingMessages.billingHotline,
} as const;

const demo: HotlineListEntry[] = hotlines(DEMO_PROVIDER_FACTS).map((hotline) => ({
  ...hotline,
  label: LABELS[hotline.kind],
}));

const meta = {
  title: 'Display/HotlineList',
  component: HotlineList,
  args: { hotlines: demo },
} satisfies Meta<typeof HotlineList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BothHotlines: Story = {
  name: 'Both hotlines',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '+65 6000 0001' })).toHaveAttribute(
      'href',
      'tel:+6560000001',
    );
    await expect(canvas.getByText('Monday to Friday, 8.30am to 5.30pm')).toBeVisible();
  },
};

export const OneHotline: Story = { name: 'One hotline', args: { hotlines: demo.slice(0, 1) } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const SeniorMode: Story = { name: 'Senior mode', globals: { theme: 'senior' } };
