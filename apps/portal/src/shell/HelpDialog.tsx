/** The customer-support dialog behind the Help button: a chunk of its own, downloaded when first opened. */
import { SupportDialog } from '@careportal/ui';
import { config } from '../config';
import { useHotlines } from '../features/help/useHotlines';

/** Props of {@link HelpDialog}. */
export interface HelpDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Technical support by email, the provider's hotlines and its contact page. */
export function HelpDialog({ isOpen, onOpenChange }: HelpDialogProps) {
  const hotlines = useHotlines();
  return (
    <SupportDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      supportEmail={config.supportEmail}
      contactUrl={config.contactUrl}
      hotlines={hotlines}
    />
  );
}
