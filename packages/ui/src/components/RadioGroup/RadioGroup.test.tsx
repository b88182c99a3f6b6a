import { messages } from '@careportal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup';

const GENDERS = [
  { value: 'F', label: 'Female' },
  { value: 'M', label: 'Male', description: 'As in your NRIC' },
] as const;

describe('RadioGroup', () => {
  it('resolves the group label, option descriptions and error through ARIA', () => {
    render(
      <RadioGroup
        label="Gender"
        options={GENDERS}
        description="Choose one"
        errorMessage={messages.validation.genderRequired}
        isRequired
      />,
    );
    const group = screen.getByRole('radiogroup', { name: /Gender/ });
    expect(group).toHaveAccessibleDescription(/Choose one/);
    expect(group).toHaveAccessibleDescription(/Gender is required/);
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('radio', { name: 'Male' })).toHaveAccessibleDescription(/^As in your NRIC/);
    expect(screen.getByRole('radio', { name: 'Female' })).not.toHaveAccessibleDescription(/NRIC/);
    expect(screen.getByRole('radio', { name: 'Female' })).toHaveAccessibleDescription(/Gender is required/);
  });

  it('is chosen with Tab and the arrow keys', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<RadioGroup label="Gender" options={GENDERS} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Female' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('M');
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('F');
  });

  it('emits boolean values for Yes and No', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    function YesNo() {
      const [value, setValue] = useState<boolean | null>(null);
      return (
        <RadioGroup<boolean>
          label="Is this an emergency contact?"
          orientation="horizontal"
          options={[
            { value: true, label: messages.labels.yes },
            { value: false, label: messages.labels.no },
          ]}
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      );
    }
    render(<YesNo />);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('reports blur when focus leaves the group, and stays unchanged when read only', async () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <RadioGroup
          label="Gender"
          options={GENDERS}
          defaultValue="F"
          isReadOnly
          onChange={onChange}
          onBlur={onBlur}
        />
        <button type="button">Next</button>
      </>,
    );
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    await user.keyboard('{ArrowDown}');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    await user.tab();
    expect(onBlur).toHaveBeenCalled();
  });

  it('shows a disabled option that cannot be chosen', async () => {
    const onChange = vi.fn();
    render(
      <RadioGroup
        label="Package"
        options={[
          { value: 'a', label: '12 sessions' },
          { value: 'b', label: '24 sessions', isDisabled: true },
        ]}
        onChange={onChange}
      />,
    );
    const disabled = screen.getByRole('radio', { name: '24 sessions' });
    expect(disabled).toBeDisabled();
    await userEvent.click(disabled);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: '12 sessions' })).toBeEnabled();
  });
});
