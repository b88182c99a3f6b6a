import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button as AriaButton, DialogTrigger, Modal as AriaModal } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Dialog, Modal, type ModalProps } from './Dialog';

function Harness(props: Partial<ModalProps>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        onPress={() => {
          setOpen(true);
        }}
      >
        Edit address
      </Button>
      <Modal
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Edit billing address details"
        footer={
          <Button
            onPress={() => {
              setOpen(false);
            }}
          >
            Save
          </Button>
        }
        {...props}
      >
        <p>Blk 640 Rowell Road</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a dialog named by its title, with a named close button', () => {
    render(
      <Modal isOpen onOpenChange={vi.fn()} title="Edit client details">
        Body
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit client details' });
    expect(dialog).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('opens by keyboard, moves focus inside, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Edit address' });
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit billing address details' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    await waitFor(() => {
      expect(trigger).toHaveFocus();
    });
  });

  it('keeps focus inside while open', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes with its close button', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Modal isOpen onOpenChange={onOpenChange} title="Help" closeLabel="Close help">
        Body
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: 'Close help' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('ignores Escape when not dismissable', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Modal isOpen onOpenChange={onOpenChange} title="Medical history" isDismissable={false}>
        Body
      </Modal>,
    );
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('Dialog', () => {
  it('works inside a react-aria DialogTrigger', async () => {
    const user = userEvent.setup();
    render(
      <DialogTrigger>
        <AriaButton>Open FAQ</AriaButton>
        <AriaModal>
          <Dialog title="FAQ">Answers</Dialog>
        </AriaModal>
      </DialogTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'Open FAQ' }));
    expect(await screen.findByRole('dialog', { name: 'FAQ' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
