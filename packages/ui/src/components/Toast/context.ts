import { UI_MESSAGE_TYPES, type UiMessageType } from '@careportal/domain';
import { createContext, type ReactNode } from 'react';
import type { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';

/** The message types of the specification's UI messages. */
export const TOAST_TYPES = UI_MESSAGE_TYPES;
/** One of {@link TOAST_TYPES}. */
export type ToastType = UiMessageType;

/** A link shown under a toast's text. */
export interface ToastLink {
  href: string;
  label: string;
  /** Opens in a new tab. */
  isExternal?: boolean;
}

/** A message to show. */
export interface ToastMessage {
  type: ToastType;
  /** Text or elements; never an HTML string. A string of an error or support message gets the support line. */
  content: ReactNode;
  /** Leave the support line off an error or support message. */
  ignoreSupportEmail?: boolean;
  links?: readonly ToastLink[];
}

/** What {@link useToast} returns. */
export interface ToastApi {
  /** Shows a message and returns its id. */
  show: (message: ToastMessage) => string;
  /** Closes a message by id. */
  dismiss: (id: string) => void;
}

/** A message as the queue holds it: its support line added, its links listed. */
export interface QueuedMessage {
  type: ToastType;
  content: ReactNode;
  links: readonly ToastLink[];
}

/** What the provider shares with the region and {@link useToast}. */
export interface ToastContextValue extends ToastApi {
  queue: AriaToastQueue<QueuedMessage>;
  dismissLabel: string;
}

export const ToastContext = createContext<ToastContextValue | null>(null);
