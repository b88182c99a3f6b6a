import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormTextField } from '../components/Form';
import { FormHarness } from './FormHarness';

interface Values {
  name: string;
}

interface Args {
  error?: string;
  onSubmit: (values: Values) => void;
}

/**
 * The story-only form the form-bound fields' stories are built in: a react-hook-form form with its fields and a
 * Save button, which can show an error on one field as a resolver would.
 */
const meta = {
  title: 'Internals/Form/FormHarness',
  args: { onSubmit: fn() },
  render: (args) => (
    <FormHarness<Values>
      defaultValues={{ name: 'Tan Ah Kow' }}
      error={args.error === undefined ? undefined : { name: 'name', message: args.error }}
      onSubmit={args.onSubmit}
    >
      {(control) => <FormTextField control={control} name="name" label={messages.fields.fullName} />}
    </FormHarness>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SubmitsItsValues: Story = {
  name: 'Submits its values',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.labels.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Tan Ah Kow' }, expect.anything());
  },
};

export const WithAnError: Story = {
  name: 'With an error on a field',
  args: { error: messages.validation.nameRequired },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('textbox', { name: messages.fields.fullName }),
    ).toHaveAccessibleDescription(messages.validation.nameRequired);
  },
};
