import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField, type DateFieldProps } from './DateField';

/** The storybook clock's date (2026-11-22, Singapore). */
const TODAY = '2026-11-22';

/** A date of birth that shows its error after blur, as forms in the portal do. */
function ValidatedDateField(props: DateFieldProps) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  return (
    <DateField
      {...props}
      value={value}
      onChange={setValue}
      onBlur={() => {
        setTouched(true);
      }}
      errorMessage={touched && value === '' ? messages.validation.dateOfBirthRequired : undefined}
    />
  );
}

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: {
    label: 'Date of birth',
    disallowFuture: true,
    today: TODAY,
    invalidDateMessage: messages.validation.dateOfBirthInvalid,
    autoComplete: 'bday',
    onChange: fn(),
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Empty (type day, month, year)',
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Date of birth' });
    await userEvent.tab();
    await userEvent.keyboard('05031950');
    await expect(input).toHaveValue('05/03/1950');
    await expect(args.onChange).toHaveBeenLastCalledWith('1950-03-05');
  },
};

export const Filled: Story = {
  args: { defaultValue: '1950-03-05' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Date of birth' })).toHaveValue(
      '05/03/1950',
    );
  },
};

export const InvalidAfterBlur: Story = {
  name: 'Invalid after blur',
  render: (args) => <ValidatedDateField {...args} isRequired />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Date of birth/ });
    await userEvent.click(input);
    await expect(canvas.queryByText(messages.validation.dateOfBirthRequired)).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(/Date of birth is required/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const NotADate: Story = {
  name: 'Not a real date',
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Date of birth' });
    await userEvent.type(input, '31/02/1950');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(/Date of birth is invalid/);
  },
};

export const FutureDate: Story = {
  name: 'In the future',
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Date of birth' });
    await userEvent.type(input, '01/12/2026');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-01');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = { args: { defaultValue: '1950-03-05', isDisabled: true } };

export const ReadOnly: Story = {
  name: 'Read only',
  args: { defaultValue: '1950-03-05', isReadOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Date of birth' })).toHaveAttribute(
      'readonly',
    );
  },
};

export const LongNames: Story = {
  name: 'Long names',
  args: {
    label: 'Date of birth of the loved one you are registering for the programme',
    description: 'As shown on the NRIC, passport or birth certificate',
    defaultValue: '1938-12-31',
  },
};

export const Chinese: Story = {
  name: 'Chinese text',
  args: { label: '出生日期', formatHint: '日/月/年，例如 05/03/1950', defaultValue: '1950-03-05' },
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  globals: { theme: 'senior' },
  args: { defaultValue: '1950-03-05' },
};
