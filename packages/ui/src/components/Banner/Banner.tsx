import { NEW_VERSION_BANNER_MS } from '@careportal/domain';
import { useEffect, useEffectEvent, useState } from 'react';
import { useFocusWithin, useHover } from 'react-aria';
import { Button } from '../Button';
import { CloseButton } from '../Dialog/CloseButton';
import { ClockIcon, Icon, RefreshIcon } from '../Icon';
import { useCatalogue } from '../LocaleProvider';
import * as styles from './Banner.css';

/** The two page banners of the specification. */
export const BANNER_VARIANTS = ['session-expired', 'new-version'] as const;
/** One of {@link BANNER_VARIANTS}. */
export type BannerVariant = (typeof BANNER_VARIANTS)[number];

/** Props of {@link Banner}. */
export interface BannerProps {
  variant: BannerVariant;
  isOpen: boolean;
  /** Called by the close button and when the banner closes itself. */
  onClose: () => void;
  /** The Refresh button's action. Default: reload the page. */
  onRefresh?: () => void;
  /**
   * Close by itself after this many ms. Default NEW_VERSION_BANNER_MS (10 s) for new-version; session-expired
   * stays. The countdown waits while the pointer is over the banner or focus is in it.
   */
  autoCloseMs?: number;
  /** Accessible name of the close button. Default the catalogue's 'Close'. */
  closeLabel?: string;
}

function reloadPage() {
  window.location.reload();
}

/**
 * A full-width message at the top of the page: the session has expired (announced as an alert) or a newer
 * version is available (announced politely). Both offer Refresh and a close button.
 */
export function Banner({
  variant,
  isOpen,
  onClose,
  onRefresh = reloadPage,
  autoCloseMs = variant === 'new-version' ? NEW_VERSION_BANNER_MS : undefined,
  closeLabel,
}: BannerProps) {
  const catalogue = useCatalogue();
  const [isFocusWithin, setFocusWithin] = useState(false);
  const { focusWithinProps } = useFocusWithin({ onFocusWithinChange: setFocusWithin });
  const { hoverProps, isHovered } = useHover({});
  const close = useEffectEvent(onClose);
  const isPaused = isFocusWithin || isHovered;

  useEffect(() => {
    if (!isOpen || autoCloseMs === undefined || isPaused) return;
    const timer = setTimeout(() => {
      close();
    }, autoCloseMs);
    return () => {
      clearTimeout(timer);
    };
  }, [isOpen, autoCloseMs, isPaused]);

  const isAlert = variant === 'session-expired';
  // The live region stays in the page while closed, so screen readers announce the text when it appears.
  return (
    <div role={isAlert ? 'alert' : 'status'} aria-atomic="true">
      {isOpen ? (
        <div
          {...focusWithinProps}
          {...hoverProps}
          className={styles.banner({ variant })}
          data-variant={variant}
        >
          <span className={styles.icon({ variant })}>
            <Icon icon={variant === 'session-expired' ? ClockIcon : RefreshIcon} />
          </span>
          <div className={styles.body}>
            <p className={styles.text}>
              {isAlert ? (
                <>
                  <strong className={styles.title}>{catalogue.generic.sessionExpiredTitle}</strong>
                  {catalogue.generic.sessionExpiredBody}
                </>
              ) : (
                catalogue.generic.newVersion
              )}
            </p>
            <Button variant="secondary" onPress={onRefresh}>
              {catalogue.generic.refresh}
            </Button>
          </div>
          <CloseButton label={closeLabel ?? catalogue.labels.close} onPress={onClose} />
        </div>
      ) : null}
    </div>
  );
}
