import { formatMessage, loadHealthDeclarationText, messages, registerPageMessages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { linkedCustomer, pendingCustomer } from '../../features/people/fakes/sampleProfiles';
import { FAKE_CATALOGUE, emptyRegisterData } from '../../features/cart/fakes/fakeRegisterApi';
import { RegisterScreen } from '../../test/screens/RegisterScreen';
import {
  ACTIVE_AGEING_CHOSEN,
  RETAIL_CHOSEN,
  cartOfAnotherPerson,
  declared,
  nexts,
  wizardAfter,
} from '../../features/cart/fakes/sampleWizards';
import { waitForAnnouncementsToSettle } from '../../test/liveAnnouncer';
import { pressAndExpectProblems } from '../../test/problemSummary';

const meta = {
  title: 'Screens/Register',
  component: RegisterScreen,
  args: { profile: linkedCustomer() },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const stepHeading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 2, name });

/** The wizard as it opens: for myself, the services to choose from, and where we heard of the provider. */
export const ServiceSelection: Story = {
  name: 'Service selection',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvasElement, messages.registration.steps.serviceSelection);
    await expect(canvas.getByRole('radio', { name: registerPageMessages.whoForMyself })).toBeChecked();
    await expect(await canvas.findByRole('radio', { name: 'Active Ageing' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.labels.next })).toBeEnabled();
  },
};

/**
 * Next before a service is chosen: the step stays, the category says what is missing, and the summary above takes
 * focus with a link to it.
 */
export const ServiceSelectionProblems: Story = {
  name: 'Service selection, Next before choosing',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Active Ageing' })).toBeVisible();
    const summary = await pressAndExpectProblems(canvasElement, messages.labels.next, [
      messages.validation.serviceSelectionIncomplete,
    ]);
    await userEvent.click(
      within(summary).getByRole('link', { name: messages.validation.serviceSelectionIncomplete }),
    );
    await expect(canvas.getByRole('radio', { name: 'Active Ageing' })).toHaveFocus();
    await stepHeading(canvasElement, messages.registration.steps.serviceSelection);
  },
};

/** Active Ageing with Gym Tonic at Kampung Admiralty chosen: Next is enabled. */
export const ServiceSelectionFilled: Story = {
  name: 'Service selection, filled',
  args: { state: wizardAfter(...ACTIVE_AGEING_CHOSEN) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /24 sessions \/ 3 months/ })).toBeChecked();
    await expect(await canvas.findByRole('radio', { name: /Kampung Admiralty/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: messages.labels.next })).toBeEnabled();
  },
};

/** A programme the person may not choose shows why; one the sd- lookup refuses is undone with its message. */
export const ProgrammeNotAvailable: Story = {
  name: 'Programme not available',
  args: {
    register: {
      ...emptyRegisterData(),
      ineligible: { [FAKE_CATALOGUE.circuitTraining]: 'This programme is for seniors aged 60 and above.' },
      unavailable: ['gym-tonic'],
    },
    state: wizardAfter({
      type: 'selection',
      selection: {
        categoryId: FAKE_CATALOGUE.activeAgeing,
        categoryName: 'Active Ageing',
        categorySlug: 'active-ageing',
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Programme type$/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Gym-based programmes' }));
    await expect(await canvas.findByText(/This programme is for seniors aged 60 and above\./)).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: / Programme$/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Gym Tonic' }));
    await expect(await canvas.findByText(messages.catalogue.programmeNotAvailable)).toBeVisible();
  },
};

/** Two programmes: the earlier one folds to a summary that opens again. */
export const TwoProgrammes: Story = {
  name: 'Two programmes',
  args: { state: wizardAfter(...ACTIVE_AGEING_CHOSEN, { type: 'addProgramme' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const show = await canvas.findByRole('button', {
      name: formatMessage(messages.registration.showProgrammeNamed, { index: 1 }),
    });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: messages.labels.next })).toBeEnabled();
  },
};

/** 'Others' as the marketing channel asks where. */
export const MarketingChannelOthers: Story = {
  name: 'Marketing channel, Others',
  args: {
    state: wizardAfter(...RETAIL_CHOSEN, {
      type: 'selection',
      selection: { marketingChannel: { id: FAKE_CATALOGUE.others, value: 'Others' } },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('textbox', { name: new RegExp(registerPageMessages.sourceOthers) }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.labels.next })).toBeEnabled();
  },
};

/** The catalogue could not be read: the calm error with Retry. */
export const CatalogueError: Story = {
  name: 'Catalogue error',
  args: { options: { catalogueFails: true } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: messages.generic.retry }),
    ).toBeVisible();
  },
};

/** The Active Ageing health declaration, in Chinese. */
export const HealthDeclarationChinese: Story = {
  name: 'Health declaration, Chinese',
  args: {
    state: wizardAfter(
      ...ACTIVE_AGEING_CHOSEN,
      { type: 'healthDeclarationLanguage', language: 'zh-Hans' },
      ...nexts(1),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The Chinese texts are a chunk of their own: the form shows in Chinese once they have arrived.
    const form = await canvas.findByRole('form');
    await waitFor(() => expect(form).toHaveAttribute('lang', 'zh-Hans'));
    // The declaration's own buttons move through its questions; the step bar keeps only Exit form.
    await expect(canvas.getByRole('button', { name: '下一步' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: messages.labels.next })).toBeNull();
    await expect(canvas.getByRole('button', { name: messages.labels.exitForm })).toBeVisible();
  },
};

/** The declaration's answers read back, each group with Edit; Next goes on. */
export const HealthDeclarationReview: Story = {
  name: 'Health declaration, review',
  args: { state: wizardAfter(...ACTIVE_AGEING_CHOSEN, ...declared(), ...nexts(1)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('To keep up with my grandchildren')).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.labels.next })).toBeEnabled();
  },
};

/** Your details, from the saved profile; Next submits the form. */
export const YourDetails: Story = {
  name: 'Your details',
  args: { state: wizardAfter(...RETAIL_CHOSEN, ...nexts(1)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvasElement, registerPageMessages.detailsTitleMyself);
    await waitFor(() => expect(canvas.getByRole('button', { name: messages.labels.next })).toBeEnabled());
  },
};

/** A new loved one: their relationship first, then an empty form; Next waits for both. */
export const YourDetailsNewLovedOne: Story = {
  name: 'Your details, new loved one',
  args: {
    state: wizardAfter({ type: 'selection', selection: { lovedOne: 'New' } }, ...RETAIL_CHOSEN, ...nexts(1)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvasElement, registerPageMessages.detailsTitleNew);
    await expect(
      canvas.getByRole('button', { name: new RegExp(messages.fields.relationship) }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.labels.next })).toBeEnabled();
  },
};

/**
 * A new loved one, Next pressed with nothing given: the relationship above the form is summed up first with the
 * details' own problems, each a link to its field.
 */
export const YourDetailsNewLovedOneProblems: Story = {
  name: 'Your details, new loved one, Next with nothing given',
  args: {
    state: wizardAfter({ type: 'selection', selection: { lovedOne: 'New' } }, ...RETAIL_CHOSEN, ...nexts(1)),
  },
  play: async ({ canvasElement }) => {
    await stepHeading(canvasElement, registerPageMessages.detailsTitleNew);
    await within(canvasElement).findByRole('form', { name: messages.labels.personalDetails });
    const summary = await pressAndExpectProblems(canvasElement, messages.labels.next, [
      messages.validation.relationshipRequired,
      messages.validation.nameRequired,
    ]);
    const [first] = within(summary).getAllByRole('link');
    await expect(first).toHaveAccessibleName(messages.validation.relationshipRequired);
  },
};

/** Opened from a showcase's "Register for this programme": its category and programme are chosen already. */
export const FromShowcase: Story = {
  name: 'From a showcase, its programme chosen',
  args: { path: `/register-service?programme=${FAKE_CATALOGUE.gymTonic}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const category = await canvas.findByRole('radio', { name: 'Active Ageing' });
    await waitFor(() => expect(category).toBeChecked());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: / Programme$/ })).toHaveTextContent('Gym Tonic'),
    );
    await expect(await canvas.findByRole('radio', { name: /24 sessions \/ 3 months/ })).toBeVisible();
  },
};

/**
 * A new loved one born in 1990 on an Active Ageing programme: the age rule's message at the date of birth once it
 * is left; Next then sums it up above the form and moves nowhere, so nothing (the person, the health declaration) is
 * saved.
 */
export const YourDetailsBelowMinimumAge: Story = {
  name: 'Your details, below the minimum age',
  args: {
    state: wizardAfter(
      { type: 'selection', selection: { lovedOne: 'New' } },
      ...ACTIVE_AGEING_CHOSEN,
      ...declared(),
      ...nexts(2),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvasElement, registerPageMessages.detailsTitleNew);
    const dateOfBirth = await canvas.findByRole('textbox', { name: /^Date of birth/ });
    await userEvent.type(dateOfBirth, '01/05/1990');
    await userEvent.tab();
    await waitFor(() =>
      expect(dateOfBirth).toHaveAccessibleDescription(
        expect.stringContaining(formatMessage(messages.catalogue.belowMinimumAge, { minAge: 60 })),
      ),
    );
    await pressAndExpectProblems(canvasElement, messages.labels.next, [
      formatMessage(messages.catalogue.belowMinimumAge, { minAge: 60 }),
    ]);
    await stepHeading(canvasElement, registerPageMessages.detailsTitleNew);
  },
};

/** No address yet: the billing address first; the others follow it once it is saved. */
export const YourAddressEmpty: Story = {
  name: 'Your address, none yet',
  args: { profile: pendingCustomer(), state: wizardAfter(...RETAIL_CHOSEN, ...nexts(2)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvasElement, registerPageMessages.addressTitle);
    await expect(
      await canvas.findByRole('heading', {
        name: formatMessage(messages.labels.addAddressTitle, { type: 'billing' }),
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.labels.next })).toBeEnabled();
  },
};

/** Next before the billing address is given: the address form's problems, summed up above it and focused. */
export const YourAddressProblems: Story = {
  name: 'Your address, Next before it is given',
  args: { profile: pendingCustomer(), state: wizardAfter(...RETAIL_CHOSEN, ...nexts(2)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvasElement, registerPageMessages.addressTitle);
    await canvas.findByRole('heading', {
      name: formatMessage(messages.labels.addAddressTitle, { type: 'billing' }),
    });
    await pressAndExpectProblems(canvasElement, messages.labels.next, [
      messages.validation.postalCodeRequired,
      messages.validation.blockRequired,
    ]);
    await expect(canvas.getByRole('textbox', { name: /Postal code/ })).toHaveAccessibleDescription(
      messages.validation.postalCodeRequired,
    );
  },
};

/** The emergency contact, from the person's next-of-kin. */
export const EmergencyContact: Story = {
  name: 'Emergency contact',
  args: { state: wizardAfter(...RETAIL_CHOSEN, ...nexts(3)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvasElement, registerPageMessages.contactTitle);
    await expect(await canvas.findByDisplayValue('Tan Wei Ming')).toBeVisible();
  },
};

/** Every answer with Edit, the marketing consent, and Add to cart. */
export const Review: Story = {
  args: { state: wizardAfter(...ACTIVE_AGEING_CHOSEN, ...declared(), ...nexts(5)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvasElement, messages.registration.steps.reviewInformation);
    await expect(await canvas.findByText('Tan Ah Kow')).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: formatMessage(messages.registration.editSection, {
          title: messages.registration.steps.healthDeclaration,
        }),
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: registerPageMessages.addToCart })).toBeEnabled();
  },
};

/** Add to cart saved the health declaration and filled the cart: its Result, in the language it was answered in. */
export const HealthDeclarationResult: Story = {
  name: 'Health declaration, result',
  args: { state: wizardAfter(...ACTIVE_AGEING_CHOSEN, ...declared('zh-Hans'), ...nexts(5)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: registerPageMessages.addToCart }));
    const { resultTitle } = await loadHealthDeclarationText('zh-Hans');
    const thanks = await canvas.findByRole('heading', { name: resultTitle });
    await waitFor(() => expect(thanks).toHaveFocus());
    await expect(canvas.getByRole('link', { name: registerPageMessages.goToCart })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: messages.labels.exitForm })).toBeNull();
    // The busy button's announcement outlives the button (see waitForAnnouncementsToSettle).
    await waitForAnnouncementsToSettle();
  },
};

/** The cart already holds another person's programmes: replacing them is asked first. */
export const ReplaceCart: Story = {
  name: 'Review, replace the cart',
  args: {
    register: cartOfAnotherPerson(),
    state: wizardAfter(...RETAIL_CHOSEN, ...nexts(4)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: registerPageMessages.addToCart }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: registerPageMessages.replaceCartTitle,
    });
    await expect(within(dialog).getByRole('button', { name: messages.labels.no })).toHaveFocus();
  },
};

/** Exit form asks before leaving. */
export const ExitConfirmation: Story = {
  name: 'Exit confirmation',
  args: { state: wizardAfter(...RETAIL_CHOSEN, ...nexts(1)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: messages.labels.exitForm }));
    await expect(await within(document.body).findByRole('alertdialog')).toBeVisible();
  },
};

/** The service selection on a phone. */
export const Mobile: Story = {
  name: 'Service selection, on a phone',
  args: { state: wizardAfter(...ACTIVE_AGEING_CHOSEN) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: ServiceSelectionFilled.play,
};

/** The review in senior mode. */
export const SeniorMode: Story = {
  name: 'Review, senior mode',
  args: Review.args,
  globals: { theme: 'senior' },
  play: Review.play,
};
