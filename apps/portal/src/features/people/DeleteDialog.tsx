import { messages } from '@careportal/domain';
import { AlertDialog } from '@careportal/ui';
import { useState, type ReactNode } from 'react';

/** Props of {@link DeleteDialog}. */
export interface DeleteDialogProps<T> {
  /** What the customer asked to delete; the dialog is open while there is one. */
  item: T | null;
  /** The dialog's question ('Delete the billing address?'). */
  title: string;
  /** What deleting means, under the question. */
  children: ReactNode;
  /** Deletes `item`; the dialog stays open, its Delete pressed, until this settles. */
  remove: (item: T) => Promise<unknown>;
  /** Cancelled, dismissed or deleted: the caller forgets `item`. */
  onClose: () => void;
}

/**
 * The question before a profile entry (an address, a next-of-kin) is deleted: Cancel keeps it; Delete deletes it
 * and closes once the server has answered.
 */
export function DeleteDialog<T>({ item, title, children, remove, onClose }: DeleteDialogProps<T>) {
  const [isDeleting, setIsDeleting] = useState(false);
  return (
    <AlertDialog
      isOpen={item !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      variant="danger"
      title={title}
      cancelLabel={messages.labels.cancel}
      confirmLabel={messages.labels.delete}
      isConfirming={isDeleting}
      closeOnConfirm={false}
      onConfirm={() => {
        if (item === null) return;
        setIsDeleting(true);
        void remove(item).then(() => {
          setIsDeleting(false);
          onClose();
        });
      }}
    >
      {children}
    </AlertDialog>
  );
}
