export { TOAST_TYPES, ToastProvider, ToastRegion, toastContent, toastTimeout, useToast } from './Toast';
export type {
  ToastApi,
  ToastLink,
  ToastMessage,
  ToastProviderProps,
  ToastRegionProps,
  ToastType,
} from './Toast';
