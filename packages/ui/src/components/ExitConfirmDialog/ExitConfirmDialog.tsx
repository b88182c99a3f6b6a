import type { ReactNode } from 'react';
import { AlertDialog } from '../AlertDialog';
import { useCatalogue } from '../LocaleProvider';
import * as styles from './ExitConfirmDialog.css';

/** Props of {@link ExitConfirmDialog}. */
export interface ExitConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Yes: leave the form. */
  onConfirm: () => void;
  /** No (or Escape): stay on the form. */
  onCancel?: () => void;
  /** Default the catalogue's 'Leave this form?'. */
  title?: ReactNode;
  /** Default the catalogue's 'What you have entered so far will not be saved.'. */
  body?: ReactNode;
  /** The stay answer; focus starts here. Default the catalogue's 'No'. */
  cancelLabel?: string;
  /** The leave answer. Default the catalogue's 'Yes'. */
  confirmLabel?: string;
}

/**
 * Asks before leaving the registration form (or logging out from a booking or payment page). Focus starts on
 * No, the safe answer; Escape also answers No. Use {@link shouldConfirmExit} to decide whether to ask.
 */
export function ExitConfirmDialog({
  isOpen,
  onOpenChange,
  onConfirm,
  onCancel,
  title,
  body,
  cancelLabel,
  confirmLabel,
}: ExitConfirmDialogProps) {
  const { labels } = useCatalogue();
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title === undefined ? labels.exitConfirmTitle : title}
      onConfirm={onConfirm}
      onCancel={onCancel}
      cancelLabel={cancelLabel ?? labels.no}
      confirmLabel={confirmLabel ?? labels.yes}
    >
      <p className={styles.body}>{body === undefined ? labels.exitConfirmBody : body}</p>
    </AlertDialog>
  );
}
