import { messages, personalDetailsSchema, type IdType } from '@careportal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NricField, type NationalIdValue } from './NricField';

/** The schema's message for the ID number, as a form would pass it after blur. */
function idMessage(value: NationalIdValue): string | undefined {
  const result = personalDetailsSchema.safeParse(value);
  return result.error?.issues.find((issue) => issue.path[0] === 'nric')?.message;
}

function Validated({ initialType = 'NRIC' }: { initialType?: IdType }) {
  const [value, setValue] = useState<NationalIdValue>({ idType: initialType, nric: '' });
  const [touched, setTouched] = useState(false);
  return (
    <NricField
      value={value}
      onChange={setValue}
      onBlur={() => {
        setTouched(true);
      }}
      errorMessage={touched ? idMessage(value) : undefined}
      isRequired
    />
  );
}

describe('NricField', () => {
  it('labels both parts and defaults to NRIC', () => {
    render(<NricField />);
    expect(screen.getByRole('textbox', { name: 'ID number' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /ID type/ })).toHaveTextContent('NRIC');
  });

  it('upper-cases the number as it is typed and emits one value', async () => {
    const onChange = vi.fn();
    render(<NricField onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'ID number' }), 's1234567d');
    expect(onChange).toHaveBeenLastCalledWith({ idType: 'NRIC', nric: 'S1234567D' });
    expect(screen.getByRole('textbox', { name: 'ID number' })).toHaveValue('S1234567D');
  });

  it('shows the schema message after blur, through aria-describedby', async () => {
    render(<Validated />);
    const input = screen.getByRole('textbox', { name: /ID number/ });
    await userEvent.type(input, 'S1234567A');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(messages.validation.nricInvalid);
  });

  it('changes the ID type by keyboard, and the message follows it', async () => {
    render(<Validated />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /ID type/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await screen.findByRole('option', { name: 'FIN' }));
    expect(screen.getByRole('button', { name: /ID type/ })).toHaveTextContent('FIN');
    const input = screen.getByRole('textbox', { name: /ID number/ });
    await userEvent.type(input, 'F1234567A');
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription(messages.validation.finInvalid);
    await userEvent.clear(input);
    await userEvent.type(input, 'f1234567n');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('asks for at least 4 characters of a passport', async () => {
    render(<Validated initialType="PASSPORT" />);
    const input = screen.getByRole('textbox', { name: /ID number/ });
    await userEvent.type(input, 'E12');
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription(messages.validation.passportTooShort);
  });

  it('locks both parts with an explanation', async () => {
    const onChange = vi.fn();
    render(
      <NricField
        isLocked
        lockedDescription="Saved IDs cannot change."
        defaultValue={{ idType: 'NRIC', nric: 'S1234567D' }}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'ID number' });
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveAccessibleDescription('Saved IDs cannot change.');
    await userEvent.type(input, 'X');
    await userEvent.click(screen.getByRole('button', { name: /ID type/ }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows only the masked number when masked', () => {
    render(<NricField isMasked value={{ idType: 'NRIC', nric: 'S1234567D' }} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('NRIC *****567D')).toBeInTheDocument();
    expect(screen.queryByText(/S1234567D/)).toBeNull();
  });

  it('offers to link the profile when the ID already exists', async () => {
    const onLinkProfile = vi.fn();
    render(
      <NricField
        existingIdError
        onLinkProfile={onLinkProfile}
        value={{ idType: 'NRIC', nric: 'S1234567D' }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'ID number' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(messages.validation.nricAlreadyExists);
    await userEvent.click(screen.getByRole('button', { name: messages.validation.linkYourProfile }));
    expect(onLinkProfile).toHaveBeenCalledTimes(1);
  });

  it('links to the link-profile page when given an href', () => {
    render(<NricField existingIdError linkProfileHref="/link-account" />);
    expect(screen.getByRole('link', { name: messages.validation.linkYourProfile })).toHaveAttribute(
      'href',
      '/link-account',
    );
  });
});
