import { LANGUAGES, messages, type Language } from '@careportal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox, CheckboxGroup } from './Checkbox';

const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: value }));

describe('Checkbox', () => {
  it('is named by its label and announces its error', () => {
    render(
      <Checkbox isRequired errorMessage={messages.validation.confirmationRequired}>
        I confirm the information is correct
      </Checkbox>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I confirm the information is correct' });
    expect(checkbox).toHaveAccessibleDescription(messages.validation.confirmationRequired);
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toBeRequired();
  });

  it('is toggled with Space', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Checkbox onChange={onChange}>Send me reminders</Checkbox>);
    await user.tab();
    const checkbox = screen.getByRole('checkbox', { name: 'Send me reminders' });
    expect(checkbox).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(checkbox).toBeChecked();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('cannot be changed when read only or disabled', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <Checkbox isReadOnly defaultSelected onChange={onChange}>
          Read only
        </Checkbox>
        <Checkbox isDisabled onChange={onChange}>
          Disabled
        </Checkbox>
      </>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Read only' }));
    await user.click(screen.getByRole('checkbox', { name: 'Disabled' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Read only' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Disabled' })).toBeDisabled();
  });
});

describe('CheckboxGroup', () => {
  it('is a labelled group whose error describes it', () => {
    render(
      <CheckboxGroup
        label="Languages spoken"
        options={LANGUAGE_OPTIONS}
        errorMessage={messages.validation.languageRequired}
        isRequired
      />,
    );
    const group = screen.getByRole('group', { name: /Languages spoken/ });
    expect(group).toHaveAccessibleDescription(messages.validation.languageRequired);
    expect(group).toHaveAttribute('data-invalid');
    const checkboxes = screen.getAllByRole('checkbox');
    expect(checkboxes).toHaveLength(LANGUAGES.length);
    for (const checkbox of checkboxes) expect(checkbox).toHaveAttribute('aria-invalid', 'true');
  });

  it('emits the checked values in list order, by keyboard alone', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    function Languages() {
      const [value, setValue] = useState<Language[]>([]);
      return (
        <CheckboxGroup<Language>
          label="Languages spoken"
          options={LANGUAGE_OPTIONS}
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      );
    }
    render(<Languages />);
    await user.click(screen.getByRole('checkbox', { name: 'Mandarin' }));
    await user.keyboard('{Shift>}{Tab}{Tab}{/Shift} ');
    expect(screen.getByRole('checkbox', { name: 'Hakka' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith(['Hakka', 'Mandarin']);
  });
});
