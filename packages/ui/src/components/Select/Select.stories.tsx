import { messages, RELATIONSHIP_LABELS, RELATIONSHIPS } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, type SelectProps } from './Select';

const RELATIONSHIP_OPTIONS = RELATIONSHIPS.map((value) => ({ value, label: RELATIONSHIP_LABELS[value] }));

/** A select that shows its error after blur, as forms in the portal do. */
function ValidatedSelect(props: SelectProps<string>) {
  const [value, setValue] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  return (
    <Select<string>
      {...props}
      value={value}
      onChange={setValue}
      onBlur={() => {
        setTouched(true);
      }}
      errorMessage={touched && value === null ? messages.validation.relationshipRequired : undefined}
    />
  );
}

const meta = {
  title: 'Forms/Select',
  component: Select<string>,
  args: { label: 'Relationship', options: RELATIONSHIP_OPTIONS, onChange: fn() },
} satisfies Meta<typeof Select<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Empty (choose by keyboard)',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Relationship/ });
    await expect(trigger).toHaveTextContent('Select');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(RELATIONSHIPS[1]);
    await waitFor(() => expect(trigger).toHaveTextContent(RELATIONSHIP_LABELS[RELATIONSHIPS[1]]));
  },
};

export const Filled: Story = { args: { defaultValue: RELATIONSHIPS[0] } };

export const InvalidAfterBlur: Story = {
  name: 'Invalid after blur',
  render: (args) => <ValidatedSelect {...args} isRequired />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Relationship/ });
    await userEvent.tab();
    await expect(canvas.queryByText(messages.validation.relationshipRequired)).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(trigger).toHaveAccessibleDescription(messages.validation.relationshipRequired);
  },
};

export const Disabled: Story = { args: { defaultValue: RELATIONSHIPS[0], isDisabled: true } };

export const ReadOnly: Story = {
  name: 'Read only',
  args: { defaultValue: RELATIONSHIPS[0], isReadOnly: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Relationship/ }));
    await expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithDisabledOptions: Story = {
  name: 'Some options taken',
  args: { disabledValues: [RELATIONSHIPS[0]], description: 'Types already used cannot be chosen again.' },
};

export const LongNames: Story = {
  name: 'Long names',
  args: {
    label: 'Which senior activity centre would you like to attend every week?',
    options: [
      { value: 'KA', label: 'Kampung Admiralty Active Ageing Centre (Woodlands Regional Hub, Level 2)' },
      { value: 'TP', label: 'Toa Payoh Lorong 8 Senior Activity Centre' },
    ],
    defaultValue: 'KA',
  },
};

export const Chinese: Story = {
  name: 'Chinese text',
  args: {
    label: '关系',
    placeholder: '请选择',
    options: [
      { value: 'SPOUSE', label: '配偶' },
      { value: 'CHILD', label: '子女' },
    ],
  },
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  globals: { theme: 'senior' },
  args: { defaultValue: RELATIONSHIPS[0] },
};
