import type { ReactNode } from 'react';
import { useCatalogueText } from '../LocaleProvider';
import { AlertTriangleIcon, ErrorIcon, Icon, InfoIcon, SuccessIcon, type IconGlyph } from '../Icon';
import * as styles from './InlineAlert.css';

/** The tones of an {@link InlineAlert}. */
export const INLINE_ALERT_TONES = ['error', 'success', 'warning', 'info'] as const;
/** One of {@link INLINE_ALERT_TONES}. */
export type InlineAlertTone = (typeof INLINE_ALERT_TONES)[number];

const ICONS: Record<InlineAlertTone, IconGlyph> = {
  error: ErrorIcon,
  success: SuccessIcon,
  warning: AlertTriangleIcon,
  info: InfoIcon,
};

/** Props of {@link InlineAlert}. */
export interface InlineAlertProps {
  tone: InlineAlertTone;
  /** The message itself, such as the catalogue's 'Your payment was unsuccessful'. */
  title: ReactNode;
  /** What it means or what to do next ('Please try again or use another card.'), and any actions. */
  children?: ReactNode;
  /** Default: 'alert' for an error (read out at once), 'status' otherwise. */
  role?: 'alert' | 'status';
}

/**
 * A message that stays in the page where it happened, beside what it is about, until the situation changes: a
 * refused payment, a bank's answer. It has an icon and an edge in its tone, so colour is never the only sign, and
 * it is read out when it appears (an error at once, other tones politely). A toast is for news that can pass;
 * this is for what the person has to act on. A catalogue text given in English (often the API's message) is
 * shown in the language in force.
 */
export function InlineAlert({
  tone,
  title,
  children,
  role = tone === 'error' ? 'alert' : 'status',
}: InlineAlertProps) {
  const translate = useCatalogueText();
  return (
    <div role={role} className={`${styles.alert} ${styles.tone[tone]}`}>
      <span className={styles.icon}>
        <Icon icon={ICONS[tone]} tone={tone} />
      </span>
      <div className={styles.body}>
        <p className={styles.title}>{translate(title)}</p>
        {translate(children)}
      </div>
    </div>
  );
}
