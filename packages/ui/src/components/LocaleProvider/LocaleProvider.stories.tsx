import {
  ACTIVE_AGEING_CATEGORY,
  createIcuFormatter,
  loadTranslations,
  messages,
  TRANSLATED_CATALOGUES,
  type Locale,
  type TranslationTable,
} from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { AddressCard } from '../AddressCard';
import { EmergencyContactForm } from '../EmergencyContactForm';
import { ErrorPage } from '../ErrorPage';
import { InlineAlert } from '../InlineAlert';
import { registrationStepItems, StepBar } from '../StepBar';
import { TextField } from '../TextField';
import { LocaleProvider, useCatalogue } from './LocaleProvider';

interface Args {
  locale: Locale;
  onRetry: () => void;
  onSubmit: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** What the story's loader gives: the language's translations, as a page gets them (a chunk of their own). */
interface Loaded {
  table: TranslationTable | undefined;
}

const FORM_ID = 'locale-provider-contact';

/**
 * A field's error and an alert an app gives in English, as the API's answer or a schema's message comes: the
 * components show them in the language in force.
 */
function AnswersGivenInEnglish() {
  const catalogue = useCatalogue();
  return (
    <>
      <TextField
        label={catalogue.fields.postalCode}
        defaultValue="1234"
        errorMessage={messages.validation.postalCodeInvalid}
      />
      <InlineAlert tone="error" title={messages.payment.unsuccessful} />
    </>
  );
}

/** A few components as a page shows them, every text from the catalogue: none is given as a prop. */
function Showcase({ locale, table, onRetry, onSubmit, onEdit, onDelete }: Args & Loaded) {
  const format = useMemo(() => createIcuFormatter(locale), [locale]);
  return (
    <LocaleProvider locale={locale} table={table} format={format}>
      <div lang={locale} style={{ display: 'grid', gap: vars.space.xl }}>
        <ErrorPage variant="retry" onRetry={onRetry} focusOnMount={false} />
        <StepBar
          steps={registrationStepItems(ACTIVE_AGEING_CATEGORY)}
          currentStepId="EmergencyContact"
          completedStepIds={['ServiceSelection', 'HealthDeclaration', 'YourDetails', 'YourAddress']}
          isCurrentStepValid
          nextFormId={FORM_ID}
          onStepChange={fn()}
          onBack={fn()}
          onNext={fn()}
          onExit={fn()}
        >
          <EmergencyContactForm id={FORM_ID} hideActions onSubmit={onSubmit} />
        </StepBar>
        <AddressCard address={{ type: 'SERVICE', sameAs: 'BILLING' }} onEdit={onEdit} onDelete={onDelete} />
        <AnswersGivenInEnglish />
      </div>
    </LocaleProvider>
  );
}

/** The text the page must show for `path`: the story's translation, never written here. */
function translated(loaded: Record<string, unknown>, path: string): string {
  const text = (loaded as Partial<Loaded>).table?.[path]?.text;
  if (text === undefined) throw new Error(`The table has no translation of ${path}`);
  return text;
}

/** Matches a name or description that starts with `text` as written (a translation may hold a '?' or brackets). */
function startingWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** A catalogue path such as `messages.labels.cart`: shown instead of a text, it would mean a text went missing. */
const CATALOGUE_KEY = new RegExp(`\\b(${Object.keys(TRANSLATED_CATALOGUES).join('|')})\\.\\w`);

/** Every text of `root` a person sees or hears: its text, and its accessible names and descriptions. */
function everyText(root: HTMLElement): string {
  const attributes = Array.from(root.querySelectorAll('[aria-label], [placeholder], [alt], [title]')).flatMap(
    (element) =>
      ['aria-label', 'placeholder', 'alt', 'title'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [root.textContent, ...attributes].join('\n');
}

/**
 * Components in a language other than English, inside `LocaleProvider` with the language's table (domain
 * `loadTranslations`): the error page, the step bar and its buttons, a form whose schema messages show in the
 * language, an address card with its button row, and a field's error and an alert given in English. Texts without a translation would show in English, never
 * as a key.
 */
const meta = {
  title: 'Foundations/LocaleProvider',
  args: { locale: 'ms', onRetry: fn(), onSubmit: fn(), onEdit: fn(), onDelete: fn() },
  // The language's translations arrive before the story renders, as a page's do in the portal.
  loaders: [async ({ args }): Promise<Loaded> => ({ table: await loadTranslations(args.locale) })],
  render: (args, { loaded }) => <Showcase {...args} table={(loaded as Partial<Loaded>).table} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * What a person sees in the story's language: the error page, the step bar with its buttons, the form's schema
 * messages after Next, the address card with its button row; and nowhere a catalogue key.
 */
const inTheLanguage: NonNullable<Story['play']> = async ({ canvasElement, args, loaded }) => {
  const canvas = within(canvasElement);
  const text = (path: string) => translated(loaded, path);
  const format = createIcuFormatter(args.locale);

  await expect(
    canvas.getByRole('heading', { level: 1, name: text('messages.generic.somethingWentWrong') }),
  ).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: text('messages.generic.retry') }));
  await expect(args.onRetry).toHaveBeenCalledTimes(1);

  const steps = canvas.getByRole('navigation', { name: text('messages.registration.stepsNavigation') });
  await expect(
    within(steps).getByText(format(text('messages.registration.stepCount'), { current: 5, total: 6 })),
  ).toBeVisible();
  // The current step is named in the row and, on a phone, after the count.
  await expect(
    within(steps).getByText(text('messages.registration.steps.emergencyContact'), { selector: 'li *' }),
  ).toBeVisible();
  await expect(
    within(steps).getByRole('button', {
      name: startingWith(text('messages.registration.steps.yourDetails')),
    }),
  ).toBeVisible();
  await expect(canvas.getByRole('button', { name: text('messages.labels.exitForm') })).toBeVisible();
  await expect(canvas.getByRole('button', { name: text('messages.labels.back') })).toBeVisible();

  // Next submits the empty form: the schema's messages show at their fields, in the language.
  await userEvent.click(canvas.getByRole('button', { name: text('messages.labels.next') }));
  const name = canvas.getByRole('textbox', { name: text('messages.fields.preferredName') });
  await waitFor(() =>
    expect(name).toHaveAccessibleDescription(startingWith(text('messages.validation.nameRequired'))),
  );
  // At their fields, and as links in the summary above the form, in the language.
  const summary = canvas.getByRole('group', { name: text('messages.validation.problemSummaryTitle') });
  await expect(
    within(summary).getByRole('link', { name: text('messages.validation.mobileNumberRequired') }),
  ).toBeVisible();
  await expect(canvas.getAllByText(text('messages.validation.mobileNumberRequired'))).toHaveLength(2);
  await expect(canvas.getAllByText(text('messages.validation.emergencyRequired'))).toHaveLength(2);
  const emergency = canvas.getByRole('radiogroup', {
    name: startingWith(text('messages.fields.isEmergencyContact')),
  });
  await expect(within(emergency).getByRole('radio', { name: text('messages.labels.yes') })).toBeVisible();
  await expect(within(emergency).getByRole('radio', { name: text('messages.labels.no') })).toBeVisible();
  await expect(args.onSubmit).not.toHaveBeenCalled();

  const serviceTitle = text('messages.address.titles.service');
  await expect(canvas.getByRole('heading', { level: 2, name: serviceTitle })).toBeVisible();
  await expect(canvas.getByText(text('messages.labels.sameAsBilling'))).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: startingWith(text('messages.labels.edit')) }));
  await expect(args.onEdit).toHaveBeenCalledTimes(1);
  await expect(
    canvas.getByRole('button', { name: startingWith(text('messages.labels.delete')) }),
  ).toBeVisible();

  // Texts given in English (an API's answer, a schema's message) show in the language too.
  await expect(
    canvas.getByRole('textbox', { name: text('messages.fields.postalCode') }),
  ).toHaveAccessibleDescription(text('messages.validation.postalCodeInvalid'));
  await expect(canvas.getByRole('alert')).toHaveTextContent(text('messages.payment.unsuccessful'));
  await expect(canvas.queryByText(messages.payment.unsuccessful)).toBeNull();
  await expect(everyText(canvasElement)).not.toMatch(CATALOGUE_KEY);
};

export const Malay: Story = { args: { locale: 'ms' }, play: inTheLanguage };

export const Tamil: Story = { args: { locale: 'ta' }, play: inTheLanguage };

export const Chinese: Story = { args: { locale: 'zh-Hans' }, play: inTheLanguage };

/** Tamil's long words and tall vowel signs at a phone's width in senior mode: the page never scrolls sideways. */
export const TamilPhoneSeniorMode: Story = {
  name: 'Tamil, phone, senior mode',
  args: { locale: 'ta' },
  globals: { viewport: { value: 'mobile', isRotated: false }, theme: 'senior' },
  play: async (context) => {
    await inTheLanguage(context);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
