export { AlertDialog, ALERT_DIALOG_VARIANTS } from './AlertDialog';
export type { AlertDialogProps, AlertDialogVariant } from './AlertDialog';
