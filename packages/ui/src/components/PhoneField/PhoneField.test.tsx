import { messages } from '@careportal/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PhoneField, type PhoneValue } from './PhoneField';

function Controlled({ onChange }: { onChange: (value: PhoneValue) => void }) {
  const [value, setValue] = useState<PhoneValue>({ countryCode: '+65', number: '' });
  return (
    <PhoneField
      label="Mobile number"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('PhoneField', () => {
  it('is one group named by its label, whose error describes the number', () => {
    render(
      <PhoneField
        label="Mobile number"
        description="We send reminders here."
        errorMessage={messages.validation.phoneNumberInvalid}
        isRequired
      />,
    );
    const group = screen.getByRole('group', { name: 'Mobile number' });
    const number = within(group).getByRole('textbox', { name: 'Mobile number' });
    expect(number).toHaveAttribute('inputmode', 'tel');
    expect(number).toHaveAccessibleDescription(/We send reminders here\./);
    expect(number).toHaveAccessibleDescription(/Phone number is invalid/);
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toBeRequired();
    const code = within(group).getByRole('button', { name: /Country code/ });
    expect(code).toHaveTextContent('+65 Singapore');
  });

  it('focuses the number when its label is clicked', async () => {
    const user = userEvent.setup();
    render(<PhoneField label="Mobile number" />);
    await user.click(screen.getByText('Mobile number'));
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
  });

  it('keeps digits only and emits the whole value, by keyboard alone', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('button', { name: /Country code/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ countryCode: '+60', number: '' });
    // The list closes and gives focus back to its button, a frame later on a busy machine.
    await waitFor(() => expect(screen.getByRole('button', { name: /Country code/ })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
    await user.keyboard('9123-45 6a7');
    expect(onChange).toHaveBeenLastCalledWith({ countryCode: '+60', number: '91234567' });
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('91234567');
  });

  it('reports blur from the number only', async () => {
    const onBlur = vi.fn();
    const user = userEvent.setup();
    render(<PhoneField label="Mobile number" onBlur={onBlur} />);
    await user.tab();
    await user.tab();
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('offers the given country codes and cannot be changed when read only', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <PhoneField
        aria-label="Home number"
        countryCodes={[{ value: '+65', label: '+65' }]}
        defaultValue={{ countryCode: '+65', number: '61234567' }}
        isReadOnly
        onChange={onChange}
      />,
    );
    const number = screen.getByRole('textbox', { name: 'Home number' });
    expect(screen.getByRole('group', { name: 'Home number' })).toBeInTheDocument();
    expect(number).toHaveAttribute('readonly');
    await user.type(number, '8');
    await user.click(screen.getByRole('button', { name: /Country code/ }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});
