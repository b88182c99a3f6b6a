/** The customer-support dialog behind the Help button: a chunk of its own, downloaded when first opened. */
import { SupportDialog } from '@careportal/ui';
import { config } from '../config';

/** Props of {@link HelpDialog}. */
export interface HelpDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Technical support by email and the provider's contact page. */
export function HelpDialog({ isOpen, onOpenChange }: HelpDialogProps) {
  return (
    <SupportDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      supportEmail={config.supportEmail}
      contactUrl={config.contactUrl}
    />
  );
}
