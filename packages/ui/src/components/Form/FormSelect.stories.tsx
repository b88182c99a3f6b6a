import { MARITAL_STATUSES, messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormHarness } from '../../test/FormHarness';
import { FormSelect } from './FormSelect';

const maritalOptions = MARITAL_STATUSES.map((status) => ({ value: status, label: status }));

interface Args {
  value: string | undefined;
  error?: string;
  isReadOnly?: boolean;
  onSubmit: (values: { value: string | undefined }) => void;
  onCountryCodeChange: (countryCode: string) => void;
}

/** The form-bound FormSelect inside a react-hook-form form: its value, its error and its read-only state. */
const meta = {
  title: 'Forms/FormSelect',
  args: { value: undefined, onSubmit: fn(), onCountryCodeChange: fn() },
  render: (args) => (
    <FormHarness<{ value: string | undefined }>
      defaultValues={{ value: args.value }}
      error={args.error === undefined ? undefined : { name: 'value', message: args.error }}
      onSubmit={args.onSubmit}
    >
      {(control) => (
        <FormSelect<{ value: string | undefined }, string>
          control={control}
          name="value"
          label={messages.fields.maritalStatus}
          options={maritalOptions}
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
  args: { value: 'Married' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ value: 'Married' }, expect.anything()));
  },
};

export const Invalid: Story = {
  args: { error: 'Marital status is required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Marital status is required')).toBeVisible());
  },
};

export const ReadOnly: Story = { name: 'Read only', args: { value: 'Married', isReadOnly: true } };
