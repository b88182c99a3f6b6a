import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Dialog as AriaDialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { useCatalogue } from '../LocaleProvider';
import { CloseButton } from './CloseButton';
import * as styles from './Dialog.css';
import { useOverlayThemeClass } from './overlayTheme';

/** Modal widths: small for a short question, medium for most dialogs, large for forms and tables. */
export const MODAL_SIZES = ['small', 'medium', 'large'] as const;
/** One of {@link MODAL_SIZES}. */
export type ModalSize = (typeof MODAL_SIZES)[number];

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** The heading; it names the dialog for screen readers. */
  title: ReactNode;
  children: ReactNode;
  /** Actions under the body, such as Cancel and Save. */
  footer?: ReactNode;
  /** Accessible name of the close button. Default the catalogue's 'Close'. */
  closeLabel?: string;
  /** Leave out the close button, e.g. when the footer's buttons are the only way out. */
  hideCloseButton?: boolean;
  /** 'alertdialog' for a question that interrupts; see AlertDialog. */
  role?: 'dialog' | 'alertdialog';
  'aria-describedby'?: string;
}

/** A ref and whether its element's content overflows it vertically, kept up to date as it resizes. */
function useIsScrollable<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [isScrollable, setIsScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      setIsScrollable(element.scrollHeight > element.clientHeight);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => {
      observer.disconnect();
    };
  }, []);
  return [ref, isScrollable] as const;
}

/**
 * The content of a dialog: heading, close button, scrolling body and footer. Place it in a {@link Modal},
 * or in a react-aria `DialogTrigger` with a `Modal` of your own.
 */
export function Dialog({
  title,
  children,
  footer,
  closeLabel,
  hideCloseButton = false,
  role = 'dialog',
  'aria-describedby': describedBy,
}: DialogProps) {
  const catalogue = useCatalogue();
  const [bodyRef, isBodyScrollable] = useIsScrollable<HTMLDivElement>();
  return (
    <AriaDialog role={role} aria-describedby={describedBy} className={styles.dialog}>
      <div className={styles.header}>
        <Heading slot="title" className={styles.title}>
          {title}
        </Heading>
        {hideCloseButton ? null : <CloseButton slot="close" label={closeLabel ?? catalogue.labels.close} />}
      </div>
      <div
        ref={bodyRef}
        className={styles.body}
        // A body that scrolls takes focus, so keyboard users can scroll it with the arrow keys (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={isBodyScrollable ? 0 : undefined}
      >
        {children}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </AriaDialog>
  );
}

/** Props of {@link Modal}. */
export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  /** Whether Escape and a click outside close it. Default true. The close button works either way. */
  isDismissable?: boolean;
  footer?: ReactNode;
  size?: ModalSize;
  /** Accessible name of the close button. Default the catalogue's 'Close'. */
  closeLabel?: string;
  hideCloseButton?: boolean;
}

/**
 * A modal dialog over a dimmed page. Focus moves into it, stays inside while it is open and returns to
 * what opened it on close; the page behind is hidden from screen readers and does not scroll.
 */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  children,
  isDismissable = true,
  footer,
  size = 'medium',
  closeLabel,
  hideCloseButton,
}: ModalProps) {
  const themeClass = useOverlayThemeClass();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={`${themeClass} ${styles.overlay}`}
    >
      <AriaModal className={styles.modal({ size })}>
        <Dialog title={title} footer={footer} closeLabel={closeLabel} hideCloseButton={hideCloseButton}>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
