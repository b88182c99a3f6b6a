import { HEALTH_DECLARATION_LANGUAGES, type HealthDeclarationLanguage } from '@careportal/domain';
import { RadioButton, RadioField, RadioGroup } from 'react-aria-components';
import { FieldLabel } from '../../private/Field';
import * as styles from './HealthDeclarationForm.css';
import { useHealthDeclarationText } from './useHealthDeclarationText';

/** Props of {@link LanguageSwitch}. */
export interface LanguageSwitchProps {
  language: HealthDeclarationLanguage;
  onChange: (language: HealthDeclarationLanguage) => void;
}

/**
 * The health declaration's language switch: a radio group shown as four segments, labelled in the language
 * shown. Each language's name is in its own script and marked with its `lang`, so a screen reader reads
 * '中文' in a Chinese voice on the English page. The arrow keys move and choose.
 */
export function LanguageSwitch({ language: asked, onChange }: LanguageSwitchProps) {
  const { text, language } = useHealthDeclarationText(asked);
  return (
    <RadioGroup
      value={language}
      onChange={(key) => {
        const chosen = HEALTH_DECLARATION_LANGUAGES.find((candidate) => candidate === key);
        if (chosen) onChange(chosen);
      }}
      orientation="horizontal"
      className={styles.languageSwitch}
    >
      <FieldLabel>{text.languageLabel}</FieldLabel>
      <div className={styles.segments}>
        {HEALTH_DECLARATION_LANGUAGES.map((option) => (
          <RadioField key={option} value={option} lang={option}>
            <RadioButton className={styles.segment}>{text.languageNames[option]}</RadioButton>
          </RadioField>
        ))}
      </div>
    </RadioGroup>
  );
}
