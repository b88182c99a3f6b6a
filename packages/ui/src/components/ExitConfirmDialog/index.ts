export { ExitConfirmDialog } from './ExitConfirmDialog';
export type { ExitConfirmDialogProps } from './ExitConfirmDialog';
export { EXIT_CONFIRM_EXEMPT_PATHS, shouldConfirmExit } from './shouldConfirmExit';
