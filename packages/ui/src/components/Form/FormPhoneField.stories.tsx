import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormHarness } from '../../test/FormHarness';
import { FormPhoneField } from './FormPhoneField';

interface Args {
  value: string;
  error?: string;
  isReadOnly?: boolean;
  onSubmit: (values: { value: string }) => void;
  onCountryCodeChange: (countryCode: string) => void;
}

/** The form-bound FormPhoneField inside a react-hook-form form: its value, its error and its read-only state. */
const meta = {
  title: 'Forms/FormPhoneField',
  args: { value: '', onSubmit: fn(), onCountryCodeChange: fn() },
  render: (args) => (
    <FormHarness<{ value: string }>
      defaultValues={{ value: args.value }}
      error={args.error === undefined ? undefined : { name: 'value', message: args.error }}
      onSubmit={args.onSubmit}
    >
      {(control) => (
        <FormPhoneField
          control={control}
          name="value"
          label={messages.fields.mobileNumber}
          countryCode="+65"
          onCountryCodeChange={args.onCountryCodeChange}
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
  args: { value: '91234567' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ value: '91234567' }, expect.anything()));
  },
};

export const Invalid: Story = {
  args: { error: messages.validation.mobileNumberRequired },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(messages.validation.mobileNumberRequired)).toBeVisible());
  },
};

export const ReadOnly: Story = { name: 'Read only', args: { value: '91234567', isReadOnly: true } };
