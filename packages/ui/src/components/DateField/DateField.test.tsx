import { messages } from '@careportal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField, type DateFieldProps } from './DateField';

function Controlled(props: Omit<DateFieldProps, 'label' | 'aria-label'> & { initial?: string }) {
  const { initial = '', onChange, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        {...rest}
        label="Date of birth"
        value={value}
        onChange={(iso) => {
          setValue(iso);
          onChange?.(iso);
        }}
      />
      <output aria-label="Value">{value}</output>
      <button
        type="button"
        onClick={() => {
          setValue('');
        }}
      >
        Reset
      </button>
    </>
  );
}

describe('DateField', () => {
  it('shows an ISO value day first, as dd/MM/yyyy', () => {
    render(<DateField label="Date of birth" defaultValue="1950-03-05" />);
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('05/03/1950');
  });

  it('resolves its label, format hint, description and error through ARIA', () => {
    render(
      <DateField
        label="Date of birth"
        description="As in your NRIC"
        errorMessage={messages.validation.dateOfBirthRequired}
        isRequired
      />,
    );
    const input = screen.getByRole('textbox', { name: /Date of birth/ });
    expect(input).toHaveAccessibleDescription(/Day\/Month\/Year/);
    expect(input).toHaveAccessibleDescription(/As in your NRIC/);
    expect(input).toHaveAccessibleDescription(/Date of birth is required/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toBeRequired();
  });

  it('adds the slashes as the digits are typed, and emits the ISO date once it is real', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onChange={onChange} />);
    await user.tab();
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    expect(input).toHaveFocus();
    await user.keyboard('0503195');
    expect(input).toHaveValue('05/03/195');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('0');
    expect(input).toHaveValue('05/03/1950');
    expect(onChange).toHaveBeenLastCalledWith('1950-03-05');
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input).toHaveValue('05/03/195');
  });

  it('reads one-digit days and months and pads them on blur', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    await user.type(input, '5/3/1950');
    expect(onChange).toHaveBeenLastCalledWith('1950-03-05');
    await user.tab();
    expect(input).toHaveValue('05/03/1950');
  });

  it('reads a pasted date without slashes', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onChange={onChange} />);
    await user.click(screen.getByRole('textbox', { name: 'Date of birth' }));
    await user.paste('05031950');
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('05/03/1950');
    expect(onChange).toHaveBeenLastCalledWith('1950-03-05');
  });

  it('marks a date that does not exist invalid after blur, not while typing', async () => {
    const user = userEvent.setup();
    render(<Controlled invalidDateMessage={messages.validation.dateOfBirthInvalid} />);
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    await user.type(input, '31/02/1950');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('status', { hidden: true, name: 'Value' })).toHaveTextContent('');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Date of birth is invalid/);
  });

  it('marks a future date invalid when the future is not allowed', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled disallowFuture today="2026-11-22" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    await user.type(input, '23/11/2026');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('2026-11-23');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/This value is invalid/);
    await user.clear(input);
    await user.type(input, '22/11/2026');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('clears its text when the form resets the value', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="1950-03-05" />);
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    expect(input).toHaveValue('05/03/1950');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input).toHaveValue('');
  });

  it('ignores letters', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    await user.type(input, 'a1b');
    expect(input).toHaveValue('1');
  });
});
