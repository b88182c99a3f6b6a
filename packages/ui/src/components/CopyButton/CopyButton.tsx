import type { ReactNode } from 'react';
import { Button } from '../Button';
import { useCatalogue } from '../LocaleProvider';
import { useToast } from '../Toast';

/** Props of {@link CopyButton}. */
export interface CopyButtonProps {
  /** What is copied: a reference, a code. */
  value: string;
  /** The button's text, such as 'Copy'. */
  children: ReactNode;
  /** What it copies, when the text alone does not say: 'Copy Payment reference'. */
  'aria-label'?: string;
}

/**
 * Copies `value` to the clipboard, for a person to paste into a message or a bank's form, and says 'Copied to
 * clipboard' (a message that closes by itself). Where the browser refuses the clipboard nothing is said: the value
 * stays on screen beside the button, to select and copy by hand. Needs a ToastProvider above it.
 */
export function CopyButton({ value, children, 'aria-label': ariaLabel }: CopyButtonProps) {
  const { show } = useToast();
  const catalogue = useCatalogue();
  return (
    <Button
      variant="secondary"
      aria-label={ariaLabel}
      onPress={() => {
        void navigator.clipboard
          .writeText(value)
          .then(() => {
            show({ type: 'success', content: catalogue.generic.copiedToClipboard });
          })
          .catch(() => undefined);
      }}
    >
      {children}
    </Button>
  );
}
