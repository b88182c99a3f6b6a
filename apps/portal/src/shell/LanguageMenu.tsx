import { LOCALE_NAMES, LOCALES, isLocale } from '@careportal/domain';
import { Icon, LanguageIcon, Menu, useCatalogue } from '@careportal/ui';
import { usePortalLocale } from './locale';

/**
 * The portal's language, in the header, the phone's menu and My Profile: a button that names the language shown
 * and opens the four, each written in its own script and marked with its `lang`, so that a screen reader reads
 * '中文' in a Chinese voice on an English page.
 */
export function LanguageMenu() {
  const { locale, choose } = usePortalLocale();
  const catalogue = useCatalogue();
  return (
    <Menu
      triggerVariant="tertiary"
      placement="bottom end"
      aria-label={`${catalogue.language.label}, ${LOCALE_NAMES[locale]}`}
      label={
        <>
          <Icon icon={LanguageIcon} />
          <span lang={locale}>{LOCALE_NAMES[locale]}</span>
        </>
      }
      items={LOCALES.map((option) => ({
        id: option,
        label: <span lang={option}>{LOCALE_NAMES[option]}</span>,
        textValue: LOCALE_NAMES[option],
      }))}
      onAction={(id) => {
        if (isLocale(id) && id !== locale) choose(id);
      }}
    />
  );
}
