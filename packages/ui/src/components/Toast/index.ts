export { TOAST_TYPES } from './context';
export type { ToastApi, ToastLink, ToastMessage, ToastType } from './context';
export { ToastProvider, toastContent, toastTimeout, useToast } from './Toast';
export type { ToastProviderProps } from './Toast';
export { ToastRegion } from './ToastRegion';
export type { ToastRegionProps } from './ToastRegion';
