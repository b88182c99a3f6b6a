import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormHarness } from '../../test/FormHarness';
import { FormDateField } from './FormDateField';

interface Args {
  value: string | undefined;
  error?: string;
  isReadOnly?: boolean;
  onSubmit: (values: { value: string | undefined }) => void;
  onCountryCodeChange: (countryCode: string) => void;
}

/** The form-bound FormDateField inside a react-hook-form form: its value, its error and its read-only state. */
const meta = {
  title: 'Forms/FormDateField',
  args: { value: '', onSubmit: fn(), onCountryCodeChange: fn() },
  render: (args) => (
    <FormHarness<{ value: string | undefined }>
      defaultValues={{ value: args.value }}
      error={args.error === undefined ? undefined : { name: 'value', message: args.error }}
      onSubmit={args.onSubmit}
    >
      {(control) => (
        <FormDateField
          control={control}
          name="value"
          label={messages.fields.dateOfBirth}
          isRequired
          disallowFuture
          today="2026-11-22"
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
  args: { value: '1950-03-05' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ value: '1950-03-05' }, expect.anything()),
    );
  },
};

export const Invalid: Story = {
  args: { error: messages.validation.dateOfBirthRequired },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(messages.validation.dateOfBirthRequired)).toBeVisible());
  },
};

export const ReadOnly: Story = { name: 'Read only', args: { value: '1950-03-05', isReadOnly: true } };
