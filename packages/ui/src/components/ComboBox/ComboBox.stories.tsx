import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox, type ComboBoxProps } from './ComboBox';

const NATIONALITIES = [
  { value: 'SG', label: 'Singaporean' },
  { value: 'MY', label: 'Malaysian' },
  { value: 'ID', label: 'Indonesian' },
  { value: 'PH', label: 'Filipino' },
  { value: 'CN', label: 'Chinese' },
  { value: 'IN', label: 'Indian' },
  { value: 'MM', label: 'Myanmar' },
  { value: 'BD', label: 'Bangladeshi' },
  { value: 'LK', label: 'Sri Lankan' },
  { value: 'TH', label: 'Thai' },
  { value: 'VN', label: 'Vietnamese' },
  { value: 'GB', label: 'British' },
];

/** A combo box that shows its error after blur, as forms in the portal do. */
function ValidatedComboBox(props: ComboBoxProps<string>) {
  const [value, setValue] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  return (
    <ComboBox<string>
      {...props}
      value={value}
      onChange={setValue}
      onBlur={() => {
        setTouched(true);
      }}
      errorMessage={touched && value === null ? messages.validation.required : undefined}
    />
  );
}

const meta = {
  title: 'Forms/ComboBox',
  component: ComboBox<string>,
  args: { label: 'Nationality', options: NATIONALITIES, onChange: fn() },
} satisfies Meta<typeof ComboBox<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Empty (type and choose by keyboard)',
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Nationality' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ind');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('IN');
    await waitFor(() => expect(input).toHaveValue('Indian'));
  },
};

export const Filled: Story = { args: { defaultValue: 'SG' } };

export const InvalidAfterBlur: Story = {
  name: 'Invalid after blur',
  render: (args) => <ValidatedComboBox {...args} isRequired />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: /Nationality/ });
    await userEvent.click(input);
    await expect(canvas.queryByText(messages.validation.required)).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(messages.validation.required);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = { args: { defaultValue: 'SG', isDisabled: true } };

export const ReadOnly: Story = {
  name: 'Read only',
  args: { defaultValue: 'SG', isReadOnly: true, description: 'Set by your resident status.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Nationality' })).toHaveAttribute(
      'readonly',
    );
  },
};

export const CustomValue: Story = {
  name: 'Custom value allowed',
  args: { label: 'Other language', allowsCustomValue: true, options: [{ value: 'Bahasa', label: 'Bahasa' }] },
};

export const LongNames: Story = {
  name: 'Long names',
  args: {
    label: 'Nationality as stated on your travel document or identity card',
    options: [
      {
        value: 'BOTC',
        label: 'British Overseas Territories Citizen (Saint Helena, Ascension and Tristan da Cunha)',
      },
      ...NATIONALITIES,
    ],
    defaultValue: 'BOTC',
  },
};

export const Chinese: Story = {
  name: 'Chinese text',
  args: {
    label: '国籍',
    options: [
      { value: 'SG', label: '新加坡' },
      { value: 'MY', label: '马来西亚' },
      { value: 'CN', label: '中国' },
    ],
    defaultValue: 'SG',
  },
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  globals: { theme: 'senior' },
  args: { defaultValue: 'SG' },
};
