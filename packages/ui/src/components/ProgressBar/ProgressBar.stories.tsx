import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading profile photo', value: 40 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading profile photo' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
  },
};

export const Steps: Story = {
  name: 'Registration steps',
  args: { label: 'Registration', value: 2, maxValue: 5, valueLabel: 'Step 2 of 5' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      'Step 2 of 5',
    );
  },
};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = { args: { value: 100 } };

export const HiddenValue: Story = { name: 'Value hidden', args: { showValueLabel: false } };

export const LongText: Story = {
  name: 'Long text',
  args: { label: 'Uploading your medical history documents for the Functional Strength Training programme' },
};

export const Chinese: Story = { name: 'Chinese text', args: { label: '正在上传照片', value: 65 } };

export const SeniorMode: Story = { name: 'Senior mode', globals: { theme: 'senior' } };
