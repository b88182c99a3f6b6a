export { SupportDialog } from './SupportDialog';
export type { SupportDialogProps } from './SupportDialog';
