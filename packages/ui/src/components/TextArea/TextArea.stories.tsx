import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea, type TextAreaProps } from './TextArea';

/** A text area that shows its error after blur, as forms in the portal do. */
function ValidatedTextArea(props: TextAreaProps) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  return (
    <TextArea
      {...props}
      value={value}
      onChange={setValue}
      onBlur={() => {
        setTouched(true);
      }}
      errorMessage={
        touched && value.trim() === '' ? messages.validation.cancellationReasonRequired : undefined
      }
    />
  );
}

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Reason', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Reason' });
    await userEvent.type(textArea, 'Feeling unwell{Enter}Will rebook next week');
    await expect(args.onChange).toHaveBeenLastCalledWith('Feeling unwell\nWill rebook next week');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'My mother is recovering from a fall and cannot travel this month.' },
};

export const InvalidAfterBlur: Story = {
  name: 'Invalid after blur',
  render: (args) => <ValidatedTextArea {...args} isRequired />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textArea = canvas.getByRole('textbox', { name: /Reason/ });
    await userEvent.click(textArea);
    await expect(canvas.queryByText(messages.validation.cancellationReasonRequired)).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(textArea).toHaveAccessibleDescription(messages.validation.cancellationReasonRequired);
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WithLimit: Story = {
  name: 'With description and limit',
  args: { description: 'Up to 200 characters.', maxLength: 200, rows: 3 },
};

export const Disabled: Story = { args: { defaultValue: 'Feeling unwell', isDisabled: true } };

export const ReadOnly: Story = {
  name: 'Read only',
  args: { defaultValue: 'Feeling unwell', isReadOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Reason' })).toHaveAttribute('readonly');
  },
};

export const LongNames: Story = {
  name: 'Long names',
  args: {
    label: 'Please tell us about any medical conditions, allergies or mobility needs our staff should know',
    defaultValue:
      'Muhammad Abdul Rahman bin Mohamed Iskandar Shah uses a wheelchair, is allergic to penicillin and prefers to be addressed in Malay.',
  },
};

export const Chinese: Story = {
  name: 'Chinese text',
  args: { label: '取消原因', defaultValue: '身体不适，下周再预约。' },
};
