import { useId, type ReactNode } from 'react';
import { Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button';
import { Dialog } from '../Dialog/Dialog';
import * as dialogStyles from '../Dialog/Dialog.css';
import { useOverlayThemeClass } from '../Dialog/overlayTheme';
import { useCatalogue } from '../LocaleProvider';
import * as styles from './AlertDialog.css';

/** Looks of the confirm button: default for a normal choice, danger for one that deletes or discards. */
export const ALERT_DIALOG_VARIANTS = ['default', 'danger'] as const;
/** One of {@link ALERT_DIALOG_VARIANTS}. */
export type AlertDialogVariant = (typeof ALERT_DIALOG_VARIANTS)[number];

/** Props of {@link AlertDialog}. */
export interface AlertDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  /** The question or consequence; it describes the dialog for screen readers. */
  children: ReactNode;
  /** The safe choice; focus starts here. Default the catalogue's 'No'. */
  cancelLabel?: string;
  /** Default the catalogue's 'Yes'. */
  confirmLabel?: string;
  onConfirm: () => void;
  /** Called on the cancel button and on Escape, before the dialog closes. */
  onCancel?: () => void;
  variant?: AlertDialogVariant;
  /** Shows a spinner on the confirm button and ignores further presses while the action runs. */
  isConfirming?: boolean;
  /**
   * Close after confirm. Default true; pass false with `isConfirming` to keep it open while the action runs
   * and close it yourself.
   */
  closeOnConfirm?: boolean;
  size?: 'small' | 'medium' | 'large';
}

/**
 * A question that interrupts: role alertdialog, focus starts on the safe (cancel) button, a click outside
 * does nothing. Escape cancels.
 */
export function AlertDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  cancelLabel,
  confirmLabel,
  onConfirm,
  onCancel,
  variant = 'default',
  isConfirming = false,
  closeOnConfirm = true,
  size = 'small',
}: AlertDialogProps) {
  const themeClass = useOverlayThemeClass();
  const bodyId = useId();
  const { labels } = useCatalogue();

  const cancel = () => {
    onCancel?.();
    onOpenChange(false);
  };
  const confirm = () => {
    onConfirm();
    if (closeOnConfirm) onOpenChange(false);
  };

  /* eslint-disable jsx-a11y/no-autofocus -- WAI-ARIA APG: an alert dialog starts on its least destructive action */
  const safeButton = (
    <Button variant="secondary" onPress={cancel} autoFocus>
      {cancelLabel ?? labels.no}
    </Button>
  );
  /* eslint-enable jsx-a11y/no-autofocus */

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (open) onOpenChange(true);
        else cancel();
      }}
      isDismissable={false}
      className={`${themeClass} ${dialogStyles.overlay}`}
    >
      <AriaModal className={dialogStyles.modal({ size })}>
        <Dialog
          role="alertdialog"
          title={title}
          aria-describedby={bodyId}
          hideCloseButton
          footer={
            <>
              {safeButton}
              <Button
                variant={variant === 'danger' ? 'danger' : 'primary'}
                onPress={confirm}
                isLoading={isConfirming}
              >
                {confirmLabel ?? labels.yes}
              </Button>
            </>
          }
        >
          <div id={bodyId} className={styles.body}>
            {children}
          </div>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
