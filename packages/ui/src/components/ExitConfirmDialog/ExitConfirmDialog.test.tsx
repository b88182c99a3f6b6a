import { messages } from '@careportal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExitConfirmDialog } from './ExitConfirmDialog';
import { shouldConfirmExit } from './shouldConfirmExit';

function renderDialog() {
  const handlers = { onOpenChange: vi.fn(), onConfirm: vi.fn(), onCancel: vi.fn() };
  render(<ExitConfirmDialog isOpen {...handlers} />);
  return handlers;
}

describe('ExitConfirmDialog', () => {
  it('is an alertdialog named by its title and described by its body', () => {
    renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: messages.labels.exitConfirmTitle });
    expect(dialog).toHaveAccessibleDescription(messages.labels.exitConfirmBody);
  });

  it('starts on No, and Enter stays on the form', async () => {
    const user = userEvent.setup();
    const { onCancel, onConfirm, onOpenChange } = renderDialog();
    expect(screen.getByRole('button', { name: messages.labels.no })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('leaves on Yes', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderDialog();
    await user.tab();
    expect(screen.getByRole('button', { name: messages.labels.yes })).toHaveFocus();
    await user.keyboard(' ');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('takes its own title and body', () => {
    render(
      <ExitConfirmDialog
        isOpen
        onOpenChange={vi.fn()}
        onConfirm={vi.fn()}
        title="离开此表格？"
        body="您输入的内容将不会被保存。"
      />,
    );
    expect(screen.getByRole('alertdialog', { name: '离开此表格？' })).toHaveAccessibleDescription(
      '您输入的内容将不会被保存。',
    );
  });
});

describe('shouldConfirmExit', () => {
  it.each([
    ['/', false, true],
    ['/profile', false, true],
    ['/register-service', false, true],
    ['/payment/verification', false, true],
    ['/payments', false, true],
    ['/payment-completion-extra', false, true],
    ['/payment', false, false],
    ['/payment/', false, false],
    ['/payment?orderId=7', false, false],
    ['/link-account', false, false],
    ['/payment-completion', false, false],
    ['/payment-completion/42', false, false],
    ['/payment-completion/42#receipt', false, false],
    ['https://portal.example.sg/payment-completion/42', false, false],
    ['/profile', true, false],
    ['/payment', true, false],
  ])('%s with the dialog open %s: %s', (target, isOpen, expected) => {
    expect(shouldConfirmExit(target, isOpen)).toBe(expected);
  });
});
