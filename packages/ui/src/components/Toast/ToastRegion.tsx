import { useContext } from 'react';
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastList as AriaToastList,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { CloseButton } from '../Dialog/CloseButton';
import { useOverlayThemeClass } from '../Dialog/overlayTheme';
import { AlertTriangleIcon, ErrorIcon, Icon, InfoIcon, SuccessIcon, type IconGlyph } from '../Icon';
import { Link } from '../Link';
import { ToastContext, type QueuedMessage, type ToastType } from './context';
import * as styles from './Toast.css';

/** The glyph before each type's message; decorative, the message says the same. */
const toastIcons: Record<ToastType, IconGlyph> = {
  success: SuccessIcon,
  info: InfoIcon,
  warning: AlertTriangleIcon,
  error: ErrorIcon,
  support: ErrorIcon,
};

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
          <AriaToast
            toast={toast}
            className={styles.toast({ type: toast.content.type })}
            // A message that closes by itself says so, for tests that must not depend on its timer.
            data-transient={toast.timeout === undefined ? undefined : true}
          >
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
