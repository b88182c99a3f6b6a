import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, within } from 'storybook/test';
import { ToastProvider, useToast } from './Toast';
import { ToastRegion } from './ToastRegion';

function ShowOnMount() {
  const toast = useToast();
  useEffect(() => {
    toast.show({ type: 'success', content: 'Updated successfully' });
  }, [toast]);
  return null;
}

/**
 * The notifications region as the provider draws it: fetched when the browser is idle, drawn from the first
 * message on, a landmark named 'Notifications' holding the message.
 */
const meta = {
  title: 'Feedback/Toast/Region',
  component: ToastRegion,
  args: { 'aria-label': 'Notifications' },
  render: (args) => (
    <ToastProvider regionLabel={args['aria-label']} supportEmail="help@careportal.example.sg">
      <ShowOnMount />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAMessage: Story = {
  name: 'With a message',
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const region = await body.findByRole('region', { name: 'Notifications' });
    await expect(within(region).getByText('Updated successfully')).toBeInTheDocument();
  },
};
