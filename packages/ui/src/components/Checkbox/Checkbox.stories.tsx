import { LANGUAGES, messages, type Language } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, CheckboxGroup, type CheckboxGroupProps } from './Checkbox';

const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: value }));

/** The language list, showing its error after blur as forms in the portal do. */
function ValidatedLanguages(props: CheckboxGroupProps<Language>) {
  const [value, setValue] = useState<Language[]>([]);
  const [touched, setTouched] = useState(false);
  return (
    <>
      <CheckboxGroup<Language>
        {...props}
        value={value}
        onChange={setValue}
        onBlur={() => {
          setTouched(true);
        }}
        errorMessage={touched && value.length === 0 ? messages.validation.languageRequired : undefined}
      />
      <button type="button">Next</button>
    </>
  );
}

/** A confirmation that must be ticked, showing its error after blur. */
function Confirmation() {
  const [selected, setSelected] = useState(false);
  const [touched, setTouched] = useState(false);
  return (
    <Checkbox
      isRequired
      isSelected={selected}
      onChange={setSelected}
      onBlur={() => {
        setTouched(true);
      }}
      errorMessage={touched && !selected ? messages.validation.confirmationRequired : undefined}
    >
      I confirm the information above is correct
    </Checkbox>
  );
}

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { children: 'Send me SMS reminders', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Empty (tick by keyboard)',
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Send me SMS reminders' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Filled: Story = { args: { defaultSelected: true } };

export const InvalidAfterBlur: Story = {
  name: 'Invalid after blur',
  render: () => <Confirmation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: /I confirm/ });
    await userEvent.tab();
    await expect(canvas.queryByText(messages.validation.confirmationRequired)).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(checkbox).toHaveAccessibleDescription(messages.validation.confirmationRequired);
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = { args: { defaultSelected: true, isDisabled: true } };

export const ReadOnly: Story = { name: 'Read only', args: { defaultSelected: true, isReadOnly: true } };

export const LongNames: Story = {
  name: 'Long names',
  args: {
    children:
      'I agree that Muhammad Abdul Rahman bin Mohamed Iskandar Shah may be contacted by the care team about his appointments, medication and transport',
  },
};

export const Chinese: Story = { name: 'Chinese text', args: { children: '我确认以上信息正确' } };

export const Languages: Story = {
  name: 'Group: languages',
  render: () => (
    <CheckboxGroup<Language>
      label="Languages spoken"
      options={LANGUAGE_OPTIONS}
      defaultValue={['English', 'Mandarin']}
    />
  ),
};

export const LanguagesInvalidAfterBlur: Story = {
  name: 'Group: invalid after blur',
  render: () => <ValidatedLanguages label="Languages spoken" options={LANGUAGE_OPTIONS} isRequired />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Cantonese' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('group', { name: /Languages spoken/ })).toHaveAccessibleDescription(
      messages.validation.languageRequired,
    );
  },
};

export const LanguagesDisabled: Story = {
  name: 'Group: disabled',
  render: () => (
    <CheckboxGroup<Language>
      label="Languages spoken"
      options={LANGUAGE_OPTIONS}
      defaultValue={['Malay']}
      isDisabled
    />
  ),
};

export const LanguagesChinese: Story = {
  name: 'Group: Chinese text',
  render: () => (
    <CheckboxGroup
      label="使用语言"
      options={[
        { value: 'Mandarin', label: '华语' },
        { value: 'Hokkien', label: '福建话' },
        { value: 'Cantonese', label: '广东话' },
      ]}
      defaultValue={['Mandarin']}
    />
  ),
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  globals: { theme: 'senior' },
  render: () => (
    <CheckboxGroup<Language> label="Languages spoken" options={LANGUAGE_OPTIONS} defaultValue={['English']} />
  ),
};
