import { messages } from '@careportal/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ComboBox } from './ComboBox';

const NATIONALITIES = [
  { value: 'SG', label: 'Singaporean' },
  { value: 'MY', label: 'Malaysian' },
  { value: 'ID', label: 'Indonesian' },
  { value: 'IN', label: 'Indian' },
  { value: 'CN', label: 'Chinese' },
] as const;
type Nationality = (typeof NATIONALITIES)[number]['value'];

function Controlled({
  onChange,
  initial = null,
}: {
  onChange: (value: Nationality | null) => void;
  initial?: Nationality | null;
}) {
  const [value, setValue] = useState<Nationality | null>(initial);
  return (
    <>
      <ComboBox<Nationality>
        label="Nationality"
        options={NATIONALITIES}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button
        type="button"
        onClick={() => {
          setValue('MY');
        }}
      >
        Set Malaysian
      </button>
    </>
  );
}

describe('ComboBox', () => {
  it('resolves its label, description and error through ARIA', () => {
    render(
      <ComboBox
        label="Nationality"
        options={NATIONALITIES}
        description="As shown in your passport"
        errorMessage={messages.validation.required}
        isRequired
      />,
    );
    const input = screen.getByRole('combobox', { name: /Nationality/ });
    expect(input).toHaveAccessibleDescription(/As shown in your passport/);
    expect(input).toHaveAccessibleDescription(/This field is required/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { hidden: true })).toHaveAccessibleName(/Nationality/);
  });

  it('filters by typing and chooses by keyboard alone', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onChange={onChange} />);
    await user.tab();
    const input = screen.getByRole('combobox', { name: 'Nationality' });
    expect(input).toHaveFocus();
    await user.keyboard('ind');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Indonesian', 'Indian']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('IN');
    expect(input).toHaveValue('Indian');
  });

  it('puts back the chosen text when the typed text names no option', async () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    const user = userEvent.setup();
    render(
      <ComboBox
        label="Nationality"
        options={NATIONALITIES}
        defaultValue="SG"
        onChange={onChange}
        onBlur={onBlur}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Nationality' });
    expect(input).toHaveValue('Singaporean');
    await user.type(input, 'Martian', { initialSelectionStart: 0, initialSelectionEnd: 11 });
    expect(input).toHaveValue('Martian');
    await user.tab();
    await waitFor(() => {
      expect(input).toHaveValue('Singaporean');
    });
    expect(onBlur).toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clears the value when the text is cleared', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onChange={onChange} initial="SG" />);
    await user.clear(screen.getByRole('combobox', { name: 'Nationality' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('keeps typed text as the value when custom values are allowed', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<ComboBox label="Nationality" options={NATIONALITIES} allowsCustomValue onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: 'Nationality' }), 'Bruneian');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('Bruneian');
    expect(screen.getByRole('combobox', { name: 'Nationality' })).toHaveValue('Bruneian');
  });

  it('shows a value set from outside', async () => {
    const user = userEvent.setup();
    render(<Controlled onChange={vi.fn()} initial="SG" />);
    const input = screen.getByRole('combobox', { name: 'Nationality' });
    expect(input).toHaveValue('Singaporean');
    await user.click(screen.getByRole('button', { name: 'Set Malaysian' }));
    expect(input).toHaveValue('Malaysian');
  });

  it('cannot be changed when read only', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <ComboBox
        label="Nationality"
        options={NATIONALITIES}
        defaultValue="SG"
        isReadOnly
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Nationality' });
    expect(input).toHaveAttribute('readonly');
    await user.type(input, 'x{ArrowDown}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});
