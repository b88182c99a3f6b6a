import { isValidPhoneForCountry, messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PhoneField, type PhoneFieldProps, type PhoneValue } from './PhoneField';

/** A mobile number that shows its error after blur, as forms in the portal do. */
function ValidatedPhoneField(props: PhoneFieldProps) {
  const [value, setValue] = useState<PhoneValue>({ countryCode: '+65', number: '' });
  const [touched, setTouched] = useState(false);
  const error =
    value.number === ''
      ? messages.validation.mobileNumberRequired
      : isValidPhoneForCountry(value.countryCode, value.number)
        ? undefined
        : messages.validation.phoneNumberInvalid;
  return (
    <PhoneField
      {...props}
      value={value}
      onChange={setValue}
      onBlur={() => {
        setTouched(true);
      }}
      errorMessage={touched ? error : undefined}
    />
  );
}

const meta = {
  title: 'Forms/PhoneField',
  component: PhoneField,
  args: { label: 'Mobile number', onChange: fn() },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Empty (choose a code and type by keyboard)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Country code/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ countryCode: '+60', number: '' });
    const number = canvas.getByRole('textbox', { name: 'Mobile number' });
    await waitFor(() => expect(canvas.getByRole('button', { name: /Country code/ })).toHaveFocus());
    await userEvent.tab();
    await expect(number).toHaveFocus();
    await userEvent.keyboard('12-345 678');
    await expect(number).toHaveValue('12345678');
  },
};

export const Filled: Story = { args: { defaultValue: { countryCode: '+65', number: '91234567' } } };

export const InvalidAfterBlur: Story = {
  name: 'Invalid after blur',
  render: (args) => <ValidatedPhoneField {...args} isRequired />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: /Mobile number/ });
    await userEvent.type(number, '1234');
    await expect(canvas.queryByText(messages.validation.phoneNumberInvalid)).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(number).toHaveAccessibleDescription(messages.validation.phoneNumberInvalid);
    await expect(number).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { defaultValue: { countryCode: '+65', number: '91234567' }, isDisabled: true },
};

export const ReadOnly: Story = {
  name: 'Read only',
  args: { defaultValue: { countryCode: '+65', number: '91234567' }, isReadOnly: true },
};

export const LongNames: Story = {
  name: 'Long names',
  args: {
    label: 'Mobile number of the caregiver we should contact in an emergency',
    description: 'We only call this number if we cannot reach the client.',
    defaultValue: { countryCode: '+95', number: '9123456789' },
  },
};

export const Chinese: Story = {
  name: 'Chinese text',
  args: {
    label: '手机号码',
    countryCodeLabel: '国家代码',
    countryCodes: [
      { value: '+65', label: '+65 新加坡' },
      { value: '+86', label: '+86 中国' },
    ],
    defaultValue: { countryCode: '+86', number: '13812345678' },
  },
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  globals: { theme: 'senior' },
  args: { defaultValue: { countryCode: '+65', number: '91234567' } },
};
