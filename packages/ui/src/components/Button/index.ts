export { Button, BUTTON_VARIANTS } from './Button';
export type { ButtonProps, ButtonVariant, IconButtonProps, TextButtonProps } from './Button';
