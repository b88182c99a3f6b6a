import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { children: messages.labels.sameAsBilling, onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  name: 'Off (toggle by keyboard)',
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: messages.labels.sameAsBilling });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const SameAsBilling: Story = { name: 'Same as billing', args: { defaultSelected: true } };

export const Disabled: Story = { args: { defaultSelected: true, isDisabled: true } };

export const ReadOnly: Story = {
  name: 'Read only',
  args: { defaultSelected: true, isReadOnly: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('switch'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongNames: Story = {
  name: 'Long names',
  args: {
    children:
      'Use the same address as the billing address for the mailing of invoices, receipts and programme letters',
  },
};

export const Chinese: Story = { name: 'Chinese text', args: { children: '与账单地址相同' } };

export const SeniorMode: Story = { name: 'Senior mode', globals: { theme: 'senior' } };
