import { messages } from '@careportal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog } from './AlertDialog';

function renderAlert(props: Partial<Parameters<typeof AlertDialog>[0]> = {}) {
  const onOpenChange = vi.fn();
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <AlertDialog
      isOpen
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
      onCancel={onCancel}
      title={messages.labels.exitConfirmTitle}
      {...props}
    >
      {messages.labels.exitConfirmBody}
    </AlertDialog>,
  );
  return { onOpenChange, onConfirm, onCancel };
}

describe('AlertDialog', () => {
  it('is an alertdialog named by its title and described by its body', () => {
    renderAlert();
    const dialog = screen.getByRole('alertdialog', { name: messages.labels.exitConfirmTitle });
    expect(dialog).toHaveAccessibleDescription(messages.labels.exitConfirmBody);
  });

  it('starts focus on the safe No button', () => {
    renderAlert();
    expect(screen.getByRole('button', { name: messages.labels.no })).toHaveFocus();
  });

  it('cancels with No, by keyboard', async () => {
    const user = userEvent.setup();
    const { onOpenChange, onCancel, onConfirm } = renderAlert();
    await user.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with Yes and closes', async () => {
    const user = userEvent.setup();
    const { onOpenChange, onConfirm } = renderAlert();
    await user.tab();
    expect(screen.getByRole('button', { name: messages.labels.yes })).toHaveFocus();
    await user.keyboard(' ');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open after confirm when asked to, and shows progress', async () => {
    const user = userEvent.setup();
    const { onOpenChange, onConfirm } = renderAlert({ closeOnConfirm: false, confirmLabel: 'Delete' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('ignores presses on confirm while confirming', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderAlert({ isConfirming: true });
    await user.click(screen.getByRole('button', { name: new RegExp(messages.labels.yes) }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('treats Escape as cancel', async () => {
    const user = userEvent.setup();
    const { onCancel, onOpenChange } = renderAlert();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('does not close on a click outside', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderAlert();
    await user.click(document.body);
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
