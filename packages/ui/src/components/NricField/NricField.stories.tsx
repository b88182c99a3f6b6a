import { messages, personalDetailsSchema } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NricField, type NationalIdValue, type NricFieldProps } from './NricField';

/** The schema's message for the ID number, as a form passes it. */
function idMessage(value: NationalIdValue): string | undefined {
  const result = personalDetailsSchema.safeParse(value);
  return result.error?.issues.find((issue) => issue.path[0] === 'nric')?.message;
}

/** A field that shows the schema's message after blur, as the portal's forms do. */
function ValidatedField(props: NricFieldProps) {
  const [value, setValue] = useState<NationalIdValue>(props.defaultValue ?? { idType: 'NRIC', nric: '' });
  const [touched, setTouched] = useState(false);
  return (
    <NricField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
      onBlur={() => {
        setTouched(true);
      }}
      errorMessage={touched ? idMessage(value) : undefined}
    />
  );
}

const meta = {
  title: 'Forms/NricField',
  component: NricField,
  args: { onChange: fn(), isRequired: true },
} satisfies Meta<typeof NricField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /ID number/ }), 't1234567j');
    await expect(args.onChange).toHaveBeenLastCalledWith({ idType: 'NRIC', nric: 'T1234567J' });
  },
};

export const Filled: Story = { args: { defaultValue: { idType: 'NRIC', nric: 'S1234567D' } } };

export const InvalidAfterBlur: Story = {
  name: 'Invalid after blur',
  render: (args) => <ValidatedField {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /ID number/ });
    await userEvent.type(input, 'S1234567A');
    await expect(canvas.queryByText(messages.validation.nricInvalid)).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(messages.validation.nricInvalid);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const InvalidFin: Story = {
  name: 'Invalid FIN',
  args: { defaultValue: { idType: 'FIN', nric: '' } },
  render: (args) => <ValidatedField {...args} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /ID number/ });
    await userEvent.type(input, 'F1234567A');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(messages.validation.finInvalid);
  },
};

export const ShortPassport: Story = {
  name: 'Passport too short',
  args: { defaultValue: { idType: 'PASSPORT', nric: '' } },
  render: (args) => <ValidatedField {...args} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /ID number/ });
    await userEvent.type(input, 'E12');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(messages.validation.passportTooShort);
  },
};

export const Locked: Story = {
  args: { isLocked: true, defaultValue: { idType: 'NRIC', nric: 'S1234567D' } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /ID number/ });
    await expect(input).toHaveAttribute('readonly');
    await expect(input).toHaveAccessibleDescription('Your ID cannot be changed once it is saved.');
  },
};

export const Masked: Story = {
  args: { isMasked: true, defaultValue: { idType: 'NRIC', nric: 'S1234567D' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('NRIC *****567D')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const ExistingId: Story = {
  name: 'Existing ID',
  args: {
    existingIdError: true,
    onLinkProfile: fn(),
    defaultValue: { idType: 'NRIC', nric: 'S1234567D' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /ID number/ });
    await expect(input).toHaveAccessibleDescription(messages.validation.nricAlreadyExists);
    await userEvent.click(canvas.getByRole('button', { name: messages.validation.linkYourProfile }));
    await expect(args.onLinkProfile).toHaveBeenCalled();
  },
};

export const ExistingIdLink: Story = {
  name: 'Existing ID with link',
  args: {
    existingIdError: true,
    linkProfileHref: '/link-account',
    defaultValue: { idType: 'NRIC', nric: 'S1234567D' },
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { idType: 'FIN', nric: 'G1234567X' } },
};

export const ChineseText: Story = {
  name: 'Chinese text',
  args: { label: '身份证号码', idTypeLabel: '证件类型', defaultValue: { idType: 'NRIC', nric: 'S1234567D' } },
};

export const Mobile: Story = {
  args: { defaultValue: { idType: 'PASSPORT', nric: 'E1234567' } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  args: { defaultValue: { idType: 'NRIC', nric: 'S1234567D' } },
  globals: { theme: 'senior' },
};
