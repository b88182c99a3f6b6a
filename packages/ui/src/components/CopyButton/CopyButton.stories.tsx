import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ToastProvider } from '../Toast';
import { CopyButton } from './CopyButton';

const meta = {
  title: 'Primitives/CopyButton',
  component: CopyButton,
  args: { value: 'PAY-2026-0042', children: 'Copy', 'aria-label': 'Copy Payment reference' },
  decorators: [
    (Story) => (
      <ToastProvider supportEmail="help@careportal.example.sg">
        <div>
          <span>PAY-2026-0042</span> <Story />
        </div>
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside the value it copies, as the payment completion shows a payment's reference. */
export const BesideItsValue: Story = {
  name: 'Beside its value',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Copy Payment reference' })).toBeEnabled();
  },
};

export const SeniorMode: Story = { name: 'Senior mode', globals: { theme: 'senior' } };
