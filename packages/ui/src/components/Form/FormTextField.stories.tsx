import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormHarness } from '../../test/FormHarness';
import { FormTextField } from './FormTextField';

interface Args {
  value: string | undefined;
  error?: string;
  isReadOnly?: boolean;
  onSubmit: (values: { value: string | undefined }) => void;
  onCountryCodeChange: (countryCode: string) => void;
}

/** The form-bound FormTextField inside a react-hook-form form: its value, its error and its read-only state. */
const meta = {
  title: 'Forms/FormTextField',
  args: { value: '', onSubmit: fn(), onCountryCodeChange: fn() },
  render: (args) => (
    <FormHarness<{ value: string | undefined }>
      defaultValues={{ value: args.value }}
      error={args.error === undefined ? undefined : { name: 'value', message: args.error }}
      onSubmit={args.onSubmit}
    >
      {(control) => (
        <FormTextField
          control={control}
          name="value"
          label={messages.fields.fullName}
          isRequired
          isReadOnly={args.isReadOnly}
        />
      )}
    </FormHarness>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { value: 'Tan Ah Kow' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ value: 'Tan Ah Kow' }, expect.anything()),
    );
  },
};

export const Invalid: Story = {
  args: { error: messages.validation.nameRequired },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(messages.validation.nameRequired)).toBeVisible());
  },
};

export const ReadOnly: Story = { name: 'Read only', args: { value: 'Tan Ah Kow', isReadOnly: true } };

export const TypedAndSaved: Story = {
  name: 'Typed and saved',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), 'Lim Siew Lan');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ value: 'Lim Siew Lan' }, expect.anything()),
    );
  },
};
