export { Stack, STACK_ELEMENTS } from './Stack';
export type { StackElement, StackProps } from './Stack';
