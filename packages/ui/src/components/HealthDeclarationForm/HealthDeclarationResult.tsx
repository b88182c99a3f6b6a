import { DEFAULT_HEALTH_DECLARATION_LANGUAGE, type HealthDeclarationLanguage } from '@careportal/domain';
import { useEffect, useRef, type ReactNode } from 'react';
import { Card } from '../Card';
import { Icon, SuccessIcon } from '../Icon';
import * as styles from './HealthDeclarationForm.css';
import { useHealthDeclarationText } from './useHealthDeclarationText';

/** Props of {@link HealthDeclarationResult}. */
export interface HealthDeclarationResultProps {
  /** The language the declaration was answered in. Default English. */
  language?: HealthDeclarationLanguage;
  /** What the person does next, such as a link to the cart; shown under the thanks, in the page's language. */
  children?: ReactNode;
  /** Moves focus to the thanks when it appears, so a screen reader reads it out. Default true. */
  autoFocus?: boolean;
  /** Default 2. */
  headingLevel?: 2 | 3;
}

/**
 * The health declaration's last step (Result, seed 001 section 4): the thanks once the declaration is saved, in the
 * language it was answered in, with what happens next. Shown only after the server said it was saved.
 */
export function HealthDeclarationResult({
  language: asked = DEFAULT_HEALTH_DECLARATION_LANGUAGE,
  children,
  autoFocus = true,
  headingLevel = 2,
}: HealthDeclarationResultProps) {
  const { text, language } = useHealthDeclarationText(asked);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Heading = `h${String(headingLevel + 1)}` as 'h3' | 'h4';
  useEffect(() => {
    if (autoFocus) headingRef.current?.focus();
  }, [autoFocus]);

  return (
    <Card title={<span lang={language}>{text.steps.Result}</span>} headingLevel={headingLevel}>
      <div className={styles.result}>
        <div lang={language} className={styles.resultMessage}>
          <span className={styles.resultIcon}>
            <Icon icon={SuccessIcon} size="large" tone="success" />
          </span>
          <div className={styles.resultText}>
            <Heading ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
              {text.resultTitle}
            </Heading>
            <p className={styles.introduction}>{text.resultBody}</p>
          </div>
        </div>
        {children}
      </div>
    </Card>
  );
}
