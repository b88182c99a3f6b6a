import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';

const GENDERS = [
  { value: 'Female', label: 'Female' },
  { value: 'Male', label: 'Male' },
];

/** A radio group that shows its error after blur, as forms in the portal do. */
function ValidatedRadioGroup(props: RadioGroupProps<string>) {
  const [value, setValue] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  return (
    <>
      <RadioGroup<string>
        {...props}
        value={value}
        onChange={setValue}
        onBlur={() => {
          setTouched(true);
        }}
        errorMessage={touched && value === null ? messages.validation.genderRequired : undefined}
      />
      <button type="button">Next</button>
    </>
  );
}

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup<string>,
  args: { label: 'Gender', options: GENDERS, onChange: fn() },
} satisfies Meta<typeof RadioGroup<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Empty (choose by keyboard)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Female' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Male' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('Male');
  },
};

export const Filled: Story = { args: { defaultValue: 'Female' } };

export const Horizontal: Story = {
  name: 'Yes or no, in a row',
  args: {
    label: 'Is this an emergency contact?',
    orientation: 'horizontal',
    options: [
      { value: 'yes', label: messages.labels.yes },
      { value: 'no', label: messages.labels.no },
    ],
  },
};

export const WithDescriptions: Story = {
  name: 'With option descriptions',
  args: {
    label: 'How often do you exercise?',
    options: [
      { value: 'rarely', label: 'Rarely', description: 'Less than once a week' },
      { value: 'sometimes', label: 'Sometimes', description: '1 to 2 times a week' },
      { value: 'often', label: 'Often', description: '3 or more times a week' },
    ],
  },
};

export const InvalidAfterBlur: Story = {
  name: 'Invalid after blur',
  render: (args) => <ValidatedRadioGroup {...args} isRequired />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.queryByText(messages.validation.genderRequired)).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('radiogroup', { name: /Gender/ })).toHaveAccessibleDescription(
      messages.validation.genderRequired,
    );
  },
};

export const Disabled: Story = { args: { defaultValue: 'Female', isDisabled: true } };

export const ReadOnly: Story = {
  name: 'Read only',
  args: { defaultValue: 'Female', isReadOnly: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Male' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongNames: Story = {
  name: 'Long names',
  args: {
    label: 'Which session time suits the person you are registering best?',
    options: [
      {
        value: 'morning',
        label: 'Weekday mornings at Kampung Admiralty Active Ageing Centre, before the lunch programme',
        description: 'Includes a light breakfast and a shuttle from Woodlands MRT station',
      },
      { value: 'afternoon', label: 'Weekday afternoons' },
    ],
  },
};

export const Chinese: Story = {
  name: 'Chinese text',
  args: {
    label: '性别',
    options: [
      { value: 'Female', label: '女' },
      { value: 'Male', label: '男' },
    ],
    defaultValue: 'Female',
  },
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  globals: { theme: 'senior' },
  args: { defaultValue: 'Female' },
};
