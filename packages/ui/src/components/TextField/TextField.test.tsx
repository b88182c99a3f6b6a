import { messages } from '@careportal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('resolves its label, description and error through ARIA', () => {
    render(
      <TextField
        label="Email"
        description="We send your Client ID here."
        errorMessage={messages.validation.emailInvalid}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription(/We send your Client ID here\./);
    expect(input).toHaveAccessibleDescription(/Invalid email/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('is reached and filled by keyboard alone', async () => {
    const onChange = vi.fn();
    render(<TextField label="Full name" onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await userEvent.keyboard('Tan');
    expect(onChange).toHaveBeenLastCalledWith('Tan');
  });

  it('marks a required field for assistive technology', () => {
    render(<TextField label="Full name" isRequired />);
    expect(screen.getByRole('textbox', { name: /Full name/ })).toBeRequired();
  });

  it('cannot be edited when read only', async () => {
    const onChange = vi.fn();
    render(<TextField label="Full name" defaultValue="Tan" isReadOnly onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), 'x');
    expect(onChange).not.toHaveBeenCalled();
  });
});
