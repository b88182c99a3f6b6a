import { createIcuFormatter, messages, type TranslationTable } from '@careportal/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InlineAlert } from '../InlineAlert';
import { TextField } from '../TextField';
import { LocaleProvider, useCatalogue, useCatalogueText, useLocale, useTranslated } from './LocaleProvider';

const table: TranslationTable = {
  'messages.labels.cart': { text: 'Troli', status: 'pending-review' },
  'messages.validation.nameRequired': { text: 'Nama diperlukan', status: 'pending-review' },
  'page.count': { text: '{count, plural, other {# sesi}}', status: 'pending-review' },
};
const page = { title: 'Your sessions', count: '{count} sessions' };

function Shown() {
  const catalogue = useCatalogue();
  const text = useTranslated(page, 'page');
  const { locale, format } = useLocale();
  return (
    <p>
      {locale}: {catalogue.labels.cart} / {catalogue.labels.help} / {text.title} /{' '}
      {format(text.count, { count: 3 })}
    </p>
  );
}

describe('LocaleProvider', () => {
  it('is English outside a provider', () => {
    render(<Shown />);
    expect(
      screen.getByText(`en: ${messages.labels.cart} / ${messages.labels.help} / Your sessions / 3 sessions`),
    ).toBeInTheDocument();
  });

  it("gives a language's translations, and English where a text has none, never a key", () => {
    render(
      <LocaleProvider locale="ms" table={table} format={createIcuFormatter('ms')}>
        <Shown />
      </LocaleProvider>,
    );
    expect(
      screen.getByText(`ms: Troli / ${messages.labels.help} / Your sessions / 3 sesi`),
    ).toBeInTheDocument();
  });

  it('ignores a table given with English', () => {
    render(
      <LocaleProvider locale="en" table={table}>
        <Shown />
      </LocaleProvider>,
    );
    expect(screen.getByText(/^en: Cart/)).toBeInTheDocument();
  });

  it("puts a schema's English message into the language, and leaves other texts as given", () => {
    function Errors() {
      const inLanguage = useCatalogueText();
      return (
        <ul>
          {[messages.validation.nameRequired, messages.validation.emailRequired, 'Tan Ah Kow'].map((text) => (
            <li key={text}>{inLanguage(text)}</li>
          ))}
        </ul>
      );
    }
    const { unmount } = render(<Errors />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      messages.validation.nameRequired,
      messages.validation.emailRequired,
      'Tan Ah Kow',
    ]);
    unmount();
    render(
      <LocaleProvider locale="ms" table={table}>
        <Errors />
      </LocaleProvider>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Nama diperlukan',
      messages.validation.emailRequired,
      'Tan Ah Kow',
    ]);
  });
});

describe('catalogue texts given in English', () => {
  it("are shown in the language by a field's error and by an inline alert, and other texts as given", () => {
    render(
      <LocaleProvider locale="ms" table={table}>
        <TextField label="Nama" errorMessage={messages.validation.nameRequired} />
        <InlineAlert tone="error" title={messages.labels.cart}>
          Tan Ah Kow
        </InlineAlert>
      </LocaleProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Nama' })).toHaveAccessibleDescription('Nama diperlukan');
    expect(screen.getByRole('alert')).toHaveTextContent('TroliTan Ah Kow');
  });
});
