import { messages } from '@careportal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('resolves its label, description and error through ARIA', () => {
    render(
      <TextArea
        label="Reason"
        description="Tell us why you are cancelling."
        errorMessage={messages.validation.cancellationReasonRequired}
        isRequired
      />,
    );
    const textArea = screen.getByRole('textbox', { name: /Reason/ });
    expect(textArea.tagName).toBe('TEXTAREA');
    expect(textArea).toHaveAccessibleDescription(/Tell us why you are cancelling\./);
    expect(textArea).toHaveAccessibleDescription(/Reason is required/);
    expect(textArea).toHaveAttribute('aria-invalid', 'true');
    expect(textArea).toBeRequired();
  });

  it('is reached and filled by keyboard alone, across lines', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<TextArea label="Notes" onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveFocus();
    await user.keyboard('Knee pain{Enter}Uses a walking stick');
    expect(onChange).toHaveBeenLastCalledWith('Knee pain\nUses a walking stick');
  });

  it('keeps to its maximum length and rows', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Notes" maxLength={5} rows={6} />);
    const textArea = screen.getByRole('textbox', { name: 'Notes' });
    expect(textArea).toHaveAttribute('rows', '6');
    await user.type(textArea, 'abcdefgh');
    expect(textArea).toHaveValue('abcde');
  });

  it('cannot be edited when read only, and reports blur', async () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    const user = userEvent.setup();
    render(<TextArea label="Notes" defaultValue="Tan" isReadOnly onChange={onChange} onBlur={onBlur} />);
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'x');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
