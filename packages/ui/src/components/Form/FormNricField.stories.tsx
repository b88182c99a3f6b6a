import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IdNumberForm } from '../../test/IdNumberForm';

/**
 * The form-bound FormNricField inside a react-hook-form form checked by the domain's linking schema: its value,
 * its errors by ID type and its read-only state.
 */
const meta = {
  title: 'Forms/FormNricField',
  component: IdNumberForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof IdNumberForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { defaultValues: { idType: 'FIN', nric: 'F1234567N' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.labels.save }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ idType: 'FIN', nric: 'F1234567N' }),
        expect.anything(),
      ),
    );
  },
};

export const Invalid: Story = {
  name: 'Invalid after leaving',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /ID number/ });
    await userEvent.type(input, 's1234567a');
    await expect(input).toHaveValue('S1234567A');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveAccessibleDescription(messages.validation.nricInvalid));
  },
};

export const TypeChanged: Story = {
  name: 'ID type changed after leaving',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /ID number/ });
    await userEvent.type(input, 'S1234567D');
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
    // The number was left valid as an NRIC; as a FIN it is not, and the field says so at once.
    await userEvent.click(canvas.getByRole('button', { name: /ID type/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'FIN' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(messages.validation.finInvalid));
  },
};

export const ReadOnly: Story = {
  name: 'Read only',
  args: { defaultValues: { idType: 'NRIC', nric: 'S1234567D' }, isReadOnly: true },
};
