import {
  messages,
  TRANSIENT_MESSAGE_MS,
  UI_MESSAGE_TYPES,
  withSupportContact,
  type UiMessageType,
} from '@careportal/domain';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastList as AriaToastList,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { CloseButton } from '../Dialog/CloseButton';
import { useOverlayThemeClass } from '../Dialog/overlayTheme';
import { AlertTriangleIcon, ErrorIcon, Icon, InfoIcon, SuccessIcon, type IconGlyph } from '../Icon';
import { Link } from '../Link';
import * as styles from './Toast.css';

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

interface QueuedMessage {
  type: ToastType;
  content: ReactNode;
  links: readonly ToastLink[];
}

interface ToastContextValue extends ToastApi {
  queue: AriaToastQueue<QueuedMessage>;
  dismissLabel: string;
}

const ToastContext = createContext<ToastContextValue | null>(null);

/** Error and support messages stay until dismissed; the others close by themselves. */
const STICKY_TYPES: ReadonlySet<ToastType> = new Set<ToastType>(['error', 'support']);

/** The glyph before each type's message; decorative, the message says the same. */
const toastIcons: Record<ToastType, IconGlyph> = {
  success: SuccessIcon,
  info: InfoIcon,
  warning: AlertTriangleIcon,
  error: ErrorIcon,
  support: ErrorIcon,
};

/**
 * How long a message stays, in ms, or undefined to stay until dismissed. The specification keeps error and
 * support open for 1,000,000 ms (domain STICKY_MESSAGE_MS, about 17 minutes): in effect until the person
 * closes it, so no timer is set.
 */
export function toastTimeout(type: ToastType): number | undefined {
  return STICKY_TYPES.has(type) ? undefined : TRANSIENT_MESSAGE_MS;
}

/** The text a message shows: error and support strings end with the support line unless told not to. */
export function toastContent(message: ToastMessage, supportEmail: string): ReactNode {
  const { type, content, ignoreSupportEmail = false } = message;
  if (typeof content === 'string' && STICKY_TYPES.has(type) && !ignoreSupportEmail) {
    return withSupportContact(content, supportEmail);
  }
  return content;
}

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  children: ReactNode;
  /** The address added to error and support messages. */
  supportEmail: string;
  /** Accessible name of each toast's dismiss button. Default the catalogue's 'Dismiss'. */
  dismissLabel?: string;
  /** Accessible name of the notifications landmark; react-aria's localized name by default. */
  regionLabel?: string;
  /** How many messages show at once; more wait their turn. Default 3. */
  maxVisible?: number;
}

/** Holds the app's messages and renders them in a {@link ToastRegion}. Use {@link useToast} to show one. */
export function ToastProvider({
  children,
  supportEmail,
  dismissLabel = messages.labels.dismiss,
  regionLabel,
  maxVisible = 3,
}: ToastProviderProps) {
  const [queue] = useState(() => new AriaToastQueue<QueuedMessage>({ maxVisibleToasts: maxVisible }));
  const value = useMemo<ToastContextValue>(
    () => ({
      queue,
      dismissLabel,
      show: (message) =>
        queue.add(
          {
            type: message.type,
            content: toastContent(message, supportEmail),
            links: message.links ?? [],
          },
          { timeout: toastTimeout(message.type) },
        ),
      dismiss: (id) => {
        queue.close(id);
      },
    }),
    [queue, dismissLabel, supportEmail],
  );
  return (
    <ToastContext.Provider value={value}>
      {children}
      <ToastRegion aria-label={regionLabel} />
    </ToastContext.Provider>
  );
}

/** Shows and dismisses messages; needs a {@link ToastProvider} above. */
export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast needs a ToastProvider above it.');
  return { show: context.show, dismiss: context.dismiss };
}

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  'aria-label'?: string;
}

/**
 * The notifications landmark, portalled to the end of the page while it has messages (F6 reaches it).
 * Hovering or focusing it pauses the timers. The {@link ToastProvider} renders it.
 */
export function ToastRegion({ 'aria-label': ariaLabel }: ToastRegionProps) {
  const context = useContext(ToastContext);
  const themeClass = useOverlayThemeClass();
  if (!context) return null;
  const { queue, dismissLabel } = context;
  return (
    <AriaToastRegion queue={queue} aria-label={ariaLabel} className={`${themeClass} ${styles.region}`}>
      <AriaToastList<QueuedMessage> className={styles.list}>
        {({ toast }) => (
          <AriaToast toast={toast} className={styles.toast({ type: toast.content.type })}>
            <span className={styles.iconColor({ type: toast.content.type })}>
              <Icon icon={toastIcons[toast.content.type]} />
            </span>
            <AriaToastContent className={styles.content}>
              <Text slot="title">{toast.content.content}</Text>
              {toast.content.links.length > 0 ? (
                <ul className={styles.links}>
                  {toast.content.links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} isExternal={link.isExternal} variant="standalone">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </AriaToastContent>
            <CloseButton slot="close" label={dismissLabel} />
          </AriaToast>
        )}
      </AriaToastList>
    </AriaToastRegion>
  );
}
