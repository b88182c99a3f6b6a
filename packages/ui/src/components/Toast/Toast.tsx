import {
  formatEnglish,
  messages,
  TRANSIENT_MESSAGE_MS,
  withSupportContact,
  type MessageFormatter,
  type Messages,
} from '@careportal/domain';
import {
  lazy,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';
import { useCatalogue, useCatalogueText, useLocale } from '../LocaleProvider';
import {
  ToastContext,
  type QueuedMessage,
  type ToastApi,
  type ToastContextValue,
  type ToastMessage,
  type ToastType,
} from './context';

/** Error and support messages stay until dismissed; the others close by themselves. */
const STICKY_TYPES: ReadonlySet<ToastType> = new Set<ToastType>(['error', 'support']);

/**
 * How long a message stays, in ms, or undefined to stay until dismissed. The specification keeps error and
 * support open for 1,000,000 ms (domain STICKY_MESSAGE_MS, about 17 minutes): in effect until the person
 * closes it, so no timer is set.
 */
export function toastTimeout(type: ToastType): number | undefined {
  return STICKY_TYPES.has(type) ? undefined : TRANSIENT_MESSAGE_MS;
}

/** A sentence's end, in the portal's languages (Chinese ends with its own full stop). */
const SENTENCE_END = /[.!?\u3002\uff01\uff1f]$/;

/**
 * `message` with the support line of `catalogue` after it, as domain `withSupportContact` adds the English one: the
 * message ends with a full stop first when it has none. Chinese sentences follow one another without a space.
 */
function withSupportLine(
  message: string,
  email: string,
  catalogue: Messages,
  format: MessageFormatter,
): string {
  if (catalogue === messages) return withSupportContact(message, email);
  const line = format(catalogue.generic.supportContact, { email });
  const trimmed = message.trimEnd();
  const isChinese = /[\u3400-\u9fff]/.test(line);
  const stop = isChinese ? '\u3002' : '.';
  const sentence = SENTENCE_END.test(trimmed) ? trimmed : `${trimmed}${stop}`;
  return `${sentence}${isChinese ? '' : ' '}${line}`;
}

/**
 * The text a message shows: error and support strings end with the support line unless told not to. The line is
 * `catalogue`'s filled by `format` (the provider passes the language in force's); English by default.
 */
export function toastContent(
  message: ToastMessage,
  supportEmail: string,
  catalogue: Messages = messages,
  format: MessageFormatter = formatEnglish,
): ReactNode {
  const { type, content, ignoreSupportEmail = false } = message;
  if (typeof content === 'string' && STICKY_TYPES.has(type) && !ignoreSupportEmail) {
    return withSupportLine(content, supportEmail, catalogue, format);
  }
  return content;
}

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  children: ReactNode;
  /** The address added to error and support messages. */
  supportEmail: string;
  /** Accessible name of each toast's dismiss button. Default the catalogue's 'Dismiss', in the language in force. */
  dismissLabel?: string;
  /** Accessible name of the notifications landmark; react-aria's localized name by default. */
  regionLabel?: string;
  /** How many messages show at once; more wait their turn. Default 3. */
  maxVisible?: number;
}

const loadRegion = () => import('./ToastRegion');
const LazyToastRegion = lazy(() => loadRegion().then((module) => ({ default: module.ToastRegion })));

/** Runs `task` when the browser is next idle (soon after, where it cannot tell); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task);
    return () => {
      cancelIdleCallback(id);
    };
  }
  const id = setTimeout(task, 1);
  return () => {
    clearTimeout(id);
  };
}

/**
 * Holds the app's messages and renders them in a {@link ToastRegion}. Use {@link useToast} to show one.
 *
 * The region's code (a landmark, the toasts and their buttons) is not part of the first download: it is
 * fetched once the browser is idle after the first render, and drawn from the first message on.
 */
export function ToastProvider({
  children,
  supportEmail,
  dismissLabel: dismissLabelProp,
  regionLabel,
  maxVisible = 3,
}: ToastProviderProps) {
  const catalogue = useCatalogue();
  const { format } = useLocale();
  const translate = useCatalogueText();
  const dismissLabel = dismissLabelProp ?? catalogue.labels.dismiss;
  const [queue] = useState(() => new AriaToastQueue<QueuedMessage>({ maxVisibleToasts: maxVisible }));
  const value = useMemo<ToastContextValue>(
    () => ({
      queue,
      dismissLabel,
      show: (message) =>
        queue.add(
          {
            type: message.type,
            content: toastContent(
              { ...message, content: translate(message.content) },
              supportEmail,
              catalogue,
              format,
            ),
            links: message.links ?? [],
          },
          { timeout: toastTimeout(message.type) },
        ),
      dismiss: (id) => {
        queue.close(id);
      },
    }),
    [queue, dismissLabel, supportEmail, catalogue, format, translate],
  );
  const subscribe = useMemo(() => queue.subscribe.bind(queue), [queue]);
  const hasMessages = useSyncExternalStore(
    subscribe,
    () => queue.visibleToasts.length > 0,
    () => false,
  );
  // Once a message has shown, the region stays, so that the landmark does not come and go with each one.
  const [hasShown, setShown] = useState(false);
  if (hasMessages && !hasShown) setShown(true);
  useEffect(
    () =>
      whenIdle(() => {
        loadRegion().catch(() => undefined);
      }),
    [],
  );
  return (
    <ToastContext.Provider value={value}>
      {children}
      {hasShown ? (
        <Suspense fallback={null}>
          <LazyToastRegion aria-label={regionLabel} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

/** Shows and dismisses messages; needs a {@link ToastProvider} above. */
export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast needs a ToastProvider above it.');
  return { show: context.show, dismiss: context.dismiss };
}
