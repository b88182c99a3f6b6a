import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField, type TextFieldProps } from './TextField';

/** A field that shows its error after blur, as forms in the portal do. */
function ValidatedField(props: TextFieldProps) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  return (
    <TextField
      {...props}
      value={value}
      onChange={setValue}
      onBlur={() => {
        setTouched(true);
      }}
      errorMessage={touched && value.trim() === '' ? messages.validation.nameRequired : undefined}
    />
  );
}

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Full name', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'Tan Ah Kow');
    await expect(args.onChange).toHaveBeenLastCalledWith('Tan Ah Kow');
  },
};

export const Filled: Story = { args: { defaultValue: 'Tan Ah Kow' } };

export const Required: Story = { args: { isRequired: true } };

export const WithDescription: Story = {
  name: 'With description',
  args: { label: 'Email', description: 'We send your Client ID here.', type: 'email' },
};

export const InvalidAfterBlur: Story = {
  name: 'Invalid after blur',
  render: (args) => <ValidatedField {...args} isRequired />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Full name/ });
    await userEvent.click(input);
    await expect(canvas.queryByText(messages.validation.nameRequired)).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(messages.validation.nameRequired);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'tan.ahkow@example.sg', isDisabled: true, label: 'Email' },
};

export const ReadOnly: Story = {
  name: 'Read only',
  args: { defaultValue: 'Tan Ah Kow', isReadOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Full name' })).toHaveAttribute(
      'readonly',
    );
  },
};

export const LongName: Story = {
  name: 'Long names',
  args: {
    label: 'Full name as in NRIC',
    defaultValue: 'Muhammad Abdul Rahman bin Mohamed Iskandar Shah Al-Haj Syed Abdullah',
  },
};

export const Chinese: Story = { name: 'Chinese text', args: { label: '姓名', defaultValue: '陈亚九' } };
