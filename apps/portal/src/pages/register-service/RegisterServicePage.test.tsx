import {
  CATALOGUE_ERROR_CODES,
  formatMessage,
  loadHealthDeclarationText,
  messages,
  registerPageMessages,
} from '@careportal/domain';
import { ThemeProvider } from '@careportal/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { linkedCustomer } from '../../features/people/fakes/sampleProfiles';
import {
  FAKE_CATALOGUE,
  emptyRegisterData,
  type FakeRegisterApi,
  type FakeRegisterData,
  type FakeRegisterOptions,
} from '../../features/cart/fakes/fakeRegisterApi';
import { RegisterScreen } from '../../test/screens/RegisterScreen';
import {
  ACTIVE_AGEING_CHOSEN,
  RETAIL_CHOSEN,
  cartOfAnotherPerson,
  declared,
  nexts,
  wizardAfter,
} from '../../features/cart/fakes/sampleWizards';
import {
  WIZARD_STORAGE_KEY,
  type WizardAction,
  type WizardState,
} from '../../features/cart/registration/wizardState';

/** How long a wizard step whose code loads on demand may take to arrive the first time, on a busy machine. */
const LAZY_STEP_TIMEOUT_MS = 5000;

afterEach(() => {
  sessionStorage.clear();
});

function renderWizard(
  options: {
    register?: FakeRegisterData;
    state?: WizardState;
    fake?: FakeRegisterOptions;
    path?: string;
  } = {},
): FakeRegisterApi {
  let api: FakeRegisterApi | undefined;
  render(
    <ThemeProvider>
      <RegisterScreen
        profile={linkedCustomer()}
        register={options.register}
        options={options.fake}
        state={options.state}
        {...(options.path === undefined ? {} : { path: options.path })}
        onApi={(made) => {
          api = made;
        }}
      />
    </ThemeProvider>,
  );
  if (api === undefined) throw new Error('The fake API was not made.');
  return api;
}

const user = () => userEvent.setup();

async function choose(name: RegExp, option: string) {
  await user().click(await screen.findByRole('button', { name }));
  await user().click(await screen.findByRole('option', { name: option }));
  await waitFor(() => {
    expect(screen.queryByRole('listbox')).toBeNull();
  });
}

const next = () => screen.getByRole('button', { name: messages.labels.next });

/** A wizard for a new loved one on Active Ageing, declared, at their details. */
const newLovedOneAtDetails = () =>
  wizardAfter(
    { type: 'selection', selection: { lovedOne: 'New' } },
    ...ACTIVE_AGEING_CHOSEN,
    ...declared(),
    ...nexts(2),
  );

/** A wizard for the customer, Retail, one complete programme, after `actions`. */
function retailAt(...actions: WizardAction[]): WizardState {
  return wizardAfter(...RETAIL_CHOSEN, ...actions);
}

describe('the registration wizard', () => {
  it('moves on only once a programme has its type, programme, package and centre, and says what is missing', async () => {
    renderWizard();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    // Next before a category: the summary takes focus and leads to the category.
    await user().click(next());
    const summary = await screen.findByRole('group', { name: messages.validation.problemSummaryTitle });
    expect(summary).toHaveFocus();
    await user().click(
      within(summary).getByRole('link', { name: messages.validation.serviceSelectionIncomplete }),
    );
    expect(screen.getByRole('radio', { name: 'Active Ageing' })).toHaveFocus();
    await user().click(await screen.findByRole('radio', { name: 'Active Ageing' }));
    await choose(/Programme type$/, 'Gym-based programmes');
    await choose(/ Programme$/, 'Gym Tonic');
    await user().click(await screen.findByRole('radio', { name: /24 sessions \/ 3 months/ }));
    // A programme without its centre: Next stays enabled and says so at the programme.
    expect(next()).toBeEnabled();
    await user().click(next());
    await waitFor(() => {
      expect(screen.getByRole('group', { name: messages.validation.problemSummaryTitle })).toHaveFocus();
    });
    expect(screen.getAllByText(messages.validation.serviceSelectionIncomplete)).toHaveLength(2);
    expect(
      screen.getByRole('heading', { name: messages.registration.steps.serviceSelection, level: 2 }),
    ).toBeInTheDocument();
    await user().click(await screen.findByRole('radio', { name: /Kampung Admiralty/ }));
    expect(screen.queryByRole('group', { name: messages.validation.problemSummaryTitle })).toBeNull();
    await user().click(next());
    expect(
      await screen.findByRole('heading', { name: messages.registration.steps.healthDeclaration, level: 2 }),
    ).toBeInTheDocument();
  });

  it('opened from a showcase, has its programme chosen, and the person chooses the rest', async () => {
    renderWizard({ path: `/register-service?programme=${FAKE_CATALOGUE.gymTonic}` });
    expect(await screen.findByRole('radio', { name: 'Active Ageing' })).toBeChecked();
    expect(await screen.findByRole('button', { name: /Programme type$/ })).toHaveTextContent(
      'Gym-based programmes',
    );
    expect(await screen.findByRole('button', { name: / Programme$/ })).toHaveTextContent('Gym Tonic');
    await user().click(await screen.findByRole('radio', { name: /24 sessions \/ 3 months/ }));
    await user().click(await screen.findByRole('radio', { name: /Kampung Admiralty/ }));
    await user().click(next());
    expect(
      await screen.findByRole('heading', { name: messages.registration.steps.healthDeclaration, level: 2 }),
    ).toBeInTheDocument();
  });

  it('never puts a showcase programme over what the person already chose', async () => {
    renderWizard({
      state: retailAt(),
      path: `/register-service?programme=${FAKE_CATALOGUE.gymTonic}`,
    });
    expect(await screen.findByRole('radio', { name: 'Retail' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Active Ageing' })).not.toBeChecked();
  });

  it("undoes a programme the sd- lookup says is not available, with the catalogue's message", async () => {
    renderWizard({ register: { ...emptyRegisterData(), unavailable: ['gym-tonic'] } });
    await user().click(await screen.findByRole('radio', { name: 'Active Ageing' }));
    await choose(/Programme type$/, 'Gym-based programmes');
    await choose(/ Programme$/, 'Gym Tonic');
    expect(await screen.findByText(messages.catalogue.programmeNotAvailable)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: messages.registration.package })).toBeNull();
  });

  it('explains a programme the person may not choose', async () => {
    renderWizard({
      register: {
        ...emptyRegisterData(),
        ineligible: { [FAKE_CATALOGUE.gymTonic]: 'This programme is for seniors.' },
      },
    });
    await user().click(await screen.findByRole('radio', { name: 'Active Ageing' }));
    await choose(/Programme type$/, 'Gym-based programmes');
    expect(await screen.findByText(/This programme is for seniors\./)).toBeInTheDocument();
  });

  describe("a new loved one's date of birth on an Active Ageing programme", () => {
    const belowMinimumAge = formatMessage(messages.catalogue.belowMinimumAge, { minAge: 60 });

    /** The details step for a new loved one, after Active Ageing and its health declaration were chosen. */
    async function newLovedOneDetails(dateOfBirth: string) {
      const api = renderWizard({ state: newLovedOneAtDetails() });
      // The details step's code loads on demand; this is the file's first test to open it, so on a busy machine its
      // import takes longer than findBy's default second (CI, 6 Dec: 'Loading' still showing at 1.1 s).
      expect(
        await screen.findByRole(
          'heading',
          { name: registerPageMessages.detailsTitleNew, level: 2 },
          { timeout: LAZY_STEP_TIMEOUT_MS },
        ),
      ).toBeInTheDocument();
      await choose(new RegExp(messages.fields.relationship), 'Child');
      const form = await screen.findByRole('form', { name: messages.labels.personalDetails });
      const type = async (name: RegExp, text: string) => {
        await user().type(within(form).getByRole('textbox', { name }), text);
      };
      await type(/^Full name/, 'Lim Ah Huat');
      await type(/^Date of birth/, dateOfBirth);
      await user().click(within(form).getByRole('radio', { name: 'Male' }));
      await type(/^ID number/, 'S4512377D');
      await type(/^Email/, 'ahhuat.lim@example.sg');
      await type(/^Mobile number/, '91113333');
      await user().click(within(form).getByRole('checkbox', { name: 'Hokkien' }));
      return { api, dateOfBirth: within(form).getByRole('textbox', { name: /^Date of birth/ }) };
    }

    it('sums up the relationship with the details, first, and its link leads to the relationship', async () => {
      renderWizard({ state: newLovedOneAtDetails() });
      await screen.findByRole(
        'heading',
        { name: registerPageMessages.detailsTitleNew, level: 2 },
        { timeout: LAZY_STEP_TIMEOUT_MS },
      );
      await screen.findByRole('form', { name: messages.labels.personalDetails });
      await user().click(next());
      const summary = await screen.findByRole('group', { name: messages.validation.problemSummaryTitle });
      await waitFor(() => {
        expect(summary).toHaveFocus();
      });
      const [first, ...others] = within(summary).getAllByRole('link');
      if (first === undefined) throw new Error('The summary lists no problem.');
      expect(first).toHaveAccessibleName(messages.validation.relationshipRequired);
      expect(others.length).toBeGreaterThan(0);
      await user().click(first);
      expect(screen.getByRole('button', { name: new RegExp(messages.fields.relationship) })).toHaveFocus();
    });

    it("is refused at the field with the catalogue's message, and nothing is saved", async () => {
      const { api, dateOfBirth } = await newLovedOneDetails('01/05/1990');
      await waitFor(() => {
        expect(dateOfBirth).toHaveAccessibleDescription(expect.stringContaining(belowMinimumAge));
      });
      expect(dateOfBirth).toHaveAttribute('aria-invalid', 'true');
      expect(next()).toBeEnabled();
      await user().click(next());
      const summary = await screen.findByRole('group', { name: messages.validation.problemSummaryTitle });
      expect(
        within(summary).getByRole('link', { name: new RegExp(belowMinimumAge.slice(0, 20)) }),
      ).toBeVisible();
      expect(
        screen.getByRole('heading', { name: registerPageMessages.detailsTitleNew, level: 2 }),
      ).toBeInTheDocument();
      expect(api.calls.filter((call) => /^(POST|PUT|DELETE) /.test(call))).toEqual([]);
      expect(api.register.healthDeclarations).toEqual([]);
    });

    /** The new loved one's ID field with `nric` typed, once focus has left it (the check runs then). */
    async function typeIdNumber(nric: string, fake?: FakeRegisterOptions) {
      renderWizard({
        state: wizardAfter(
          { type: 'selection', selection: { lovedOne: 'New' } },
          ...ACTIVE_AGEING_CHOSEN,
          ...declared(),
          ...nexts(2),
        ),
        fake,
      });
      const form = await screen.findByRole(
        'form',
        { name: messages.labels.personalDetails },
        { timeout: LAZY_STEP_TIMEOUT_MS },
      );
      const id = within(form).getByRole('textbox', { name: /^ID number/ });
      await user().type(id, nric);
      await user().tab();
      return id;
    }

    it("says in words that fit when the customer's own ID number is typed for a loved one", async () => {
      const id = await typeIdNumber(linkedCustomer().customer.nric ?? '');
      await waitFor(() => {
        expect(id).toHaveAccessibleDescription(expect.stringContaining(messages.validation.ownNationalId));
      });
      expect(id).not.toHaveAccessibleDescription(
        expect.stringContaining(messages.validation.nricAlreadyExists),
      );
    });

    it('says when to try again when ID numbers have been checked too often (429)', async () => {
      const id = await typeIdNumber('S4512377D', { nricChecksLimited: true });
      await waitFor(() => {
        expect(id).toHaveAccessibleDescription(
          expect.stringContaining(formatMessage(messages.api.tooManyRequests, { after: '10 minutes' })),
        );
      });
    });

    it('lets a person aged 60 or more through, creating the loved one', async () => {
      const { api, dateOfBirth } = await newLovedOneDetails('12/06/1950');
      await waitFor(() => {
        expect(next()).toBeEnabled();
      });
      expect(dateOfBirth).not.toHaveAccessibleDescription(expect.stringContaining(belowMinimumAge));
      await user().click(next());
      expect(
        await screen.findByRole('heading', { name: registerPageMessages.addressTitle, level: 2 }),
      ).toBeInTheDocument();
      expect(api.calls).toContain('POST lovedone');
      expect(api.register.healthDeclarations).toEqual([]);
    });
  });

  it('keeps what was entered across a reload, and asks before leaving with Exit form', async () => {
    const state = retailAt({ type: 'next' });
    renderWizard({ state });
    expect(
      await screen.findByRole('heading', { name: registerPageMessages.detailsTitleMyself, level: 2 }),
    ).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: messages.labels.exitForm }));
    const dialog = await screen.findByRole('alertdialog');
    await user().click(within(dialog).getByRole('button', { name: messages.labels.yes }));
    expect(await screen.findByRole('heading', { name: '/' })).toBeInTheDocument();
    expect(sessionStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull();
  });

  it('reviews every answer, then saves and puts the programmes in the cart for the cart review', async () => {
    const api = renderWizard({
      state: retailAt({ type: 'next' }, { type: 'next' }, { type: 'next' }, { type: 'next' }),
    });
    expect(
      await screen.findByRole('heading', { name: messages.registration.steps.reviewInformation }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Tan Ah Kow')).toBeInTheDocument();
    expect(
      screen.getByText('Gym Pass, 10 entries / 3 months, at Active Ageing Hub (Kampung Admiralty)'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: formatMessage(messages.registration.editSection, {
          title: messages.registration.steps.yourAddress,
        }),
      }),
    ).toBeInTheDocument();
    await user().click(screen.getByRole('checkbox', { name: registerPageMessages.marketingConsent }));
    await user().click(screen.getByRole('button', { name: registerPageMessages.addToCart }));
    expect(await screen.findByRole('heading', { name: '/cart-review' })).toBeInTheDocument();
    expect(api.register.cart).toMatchObject({
      categoryId: FAKE_CATALOGUE.retail,
      items: [{ productId: FAKE_CATALOGUE.gymPass, centerId: FAKE_CATALOGUE.admiralty }],
    });
    expect(api.calls).toContain('PUT cart');
  });

  it('goes home when the cart refuses a programme that is no longer valid, by its code', async () => {
    renderWizard({
      state: retailAt({ type: 'next' }, { type: 'next' }, { type: 'next' }, { type: 'next' }),
      fake: {
        cartRefusal: {
          httpCode: 404,
          errorCode: CATALOGUE_ERROR_CODES.productNotValid,
          errorMessage: messages.catalogue.productNotValid,
        },
      },
    });
    await user().click(await screen.findByRole('checkbox', { name: registerPageMessages.marketingConsent }));
    await user().click(screen.getByRole('button', { name: registerPageMessages.addToCart }));
    expect(await screen.findByRole('heading', { name: '/' })).toBeInTheDocument();
  });

  it('stays at the review on any other refusal of the cart, whatever its words', async () => {
    const api = renderWizard({
      state: retailAt({ type: 'next' }, { type: 'next' }, { type: 'next' }, { type: 'next' }),
      fake: {
        cartRefusal: {
          httpCode: 404,
          errorCode: 'NOT_FOUND',
          errorMessage: messages.catalogue.productNotValid,
        },
      },
    });
    await user().click(await screen.findByRole('checkbox', { name: registerPageMessages.marketingConsent }));
    await user().click(screen.getByRole('button', { name: registerPageMessages.addToCart }));
    await waitFor(() => {
      expect(api.calls).toContain('PUT cart');
    });
    expect(await screen.findByRole('button', { name: registerPageMessages.addToCart })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '/' })).not.toBeInTheDocument();
  });

  it('asks before replacing a cart that holds programmes for someone else', async () => {
    const register = cartOfAnotherPerson();
    renderWizard({
      register,
      state: retailAt({ type: 'next' }, { type: 'next' }, { type: 'next' }, { type: 'next' }),
    });
    await user().click(await screen.findByRole('button', { name: registerPageMessages.addToCart }));
    const dialog = await screen.findByRole('alertdialog', { name: registerPageMessages.replaceCartTitle });
    expect(within(dialog).getByText(/Lee Siew Lan in Active Ageing/)).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: messages.labels.no }));
    expect(
      screen.getByRole('heading', { name: messages.registration.steps.reviewInformation }),
    ).toBeInTheDocument();
  });

  it('saves the health declaration with the person and the centre before the cart, and stays when it fails', async () => {
    const activeAgeing = wizardAfter(...ACTIVE_AGEING_CHOSEN, ...declared('zh-Hans'), ...nexts(5));
    const api = renderWizard({ state: activeAgeing, fake: { healthDeclarationFails: true } });
    await user().click(await screen.findByRole('button', { name: registerPageMessages.addToCart }));
    expect(await screen.findByText(/Save Health Declaration failed\./)).toBeInTheDocument();
    expect(api.register.cart).toBeNull();
    expect(
      screen.getByRole('heading', { name: messages.registration.steps.reviewInformation }),
    ).toBeInTheDocument();
  });

  it('saves the declaration for the person with their details, the centre and the language, then the cart', async () => {
    const api = renderWizard({
      state: wizardAfter(...ACTIVE_AGEING_CHOSEN, ...declared('zh-Hans'), ...nexts(5)),
    });
    await user().click(await screen.findByRole('button', { name: registerPageMessages.addToCart }));
    // The declaration's Result thanks the person in the language they answered in, then leads on to the cart.
    const { resultTitle } = await loadHealthDeclarationText('zh-Hans');
    const thanks = await screen.findByRole('heading', { name: resultTitle });
    expect(thanks).toHaveFocus();
    expect(thanks.closest('[lang]')).toHaveAttribute('lang', 'zh-Hans');
    expect(sessionStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull();
    await user().click(screen.getByRole('link', { name: registerPageMessages.goToCart }));
    expect(await screen.findByRole('heading', { name: '/cart-review' })).toBeInTheDocument();
    expect(api.register.healthDeclarations).toEqual([
      expect.objectContaining({
        clientId: api.profile.customer.id,
        name: 'Tan Ah Kow',
        center: FAKE_CATALOGUE.admiralty,
        language: 'zh-Hans',
        timesExerciseAWeek: '1-3',
      }),
    ]);
    expect(api.calls.indexOf('POST profile/health-declaration')).toBeLessThan(api.calls.indexOf('PUT cart'));
  });
});
