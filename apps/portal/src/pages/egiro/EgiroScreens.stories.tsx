import { egiroLandingMessages, egiroPageMessages, formatMessage, messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Session } from '../../auth/session';
import { inLanguage } from '../../test/inLanguage';
import { EgiroScreen } from '../../test/screens/EgiroScreen';
import { FAKE_LOVED_ONE_NRIC, sampleArrangement } from '../../features/payments/fakes/fakeEgiroApi';

const text = egiroPageMessages;
const SIGNED_IN: Session = {
  status: 'signed-in',
  customer: { name: 'Tan Ah Kow', categoryName: 'Active Ageing' },
  signIn: () => undefined,
  signOut: () => undefined,
};

const meta = {
  title: 'Screens/eGIRO',
  component: EgiroScreen,
  args: { path: '/egiro', onRedirect: fn() },
} satisfies Meta<typeof EgiroScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Applies for a loved one by ID number, as her child, with `bank`. */
async function applyForLovedOne(canvasElement: HTMLElement, nric: string, bank: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('radio', { name: text.forLovedOne }));
  await userEvent.type(canvas.getByRole('textbox', { name: /ID number/ }), nric);
  await userEvent.click(canvas.getByRole('button', { name: /Relationship$/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name: 'Child' }));
  await userEvent.click(canvas.getByRole('button', { name: new RegExp(`${text.bank}$`) }));
  await userEvent.click(await within(document.body).findByRole('option', { name: bank }));
  await userEvent.click(canvas.getByRole('button', { name: text.continueToBank }));
}

/** The public landing page for a visitor: Login, the banks from the API, the FAQ and the hours. */
export const LandingSignedOut: Story = {
  name: 'Landing, signed out',
  args: { path: '/egiro-landing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Standard Chartered')).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.labels.login })).toBeVisible();
    await expect(canvas.getByRole('link', { name: messages.egiro.applyForEgiro })).toBeVisible();
    await expect(canvas.getAllByRole('term')).toHaveLength(3 + 4);
  },
};

/**
 * The landing page in the public layout, as the other public pages (issue "Journeys a 70-year-old finishes"): the
 * brand home, Larger text and the language above, the footer's links below, and its content in the wide card,
 * not stretched across the screen.
 */
async function expectPublicLayout(canvasElement: HTMLElement, widest: number) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('Standard Chartered')).toBeVisible();
  const banner = canvas.getByRole('banner');
  await expect(within(banner).getByRole('link', { name: new RegExp(messages.brand.name) })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(within(banner).getByRole('switch', { name: messages.labels.largerText })).toBeVisible();
  await expect(
    within(canvas.getByRole('contentinfo')).getByRole('link', { name: /Privacy Policy/ }),
  ).toBeVisible();
  await expect(canvas.getByRole('button', { name: messages.labels.login })).toBeVisible();
  const card = canvas.getByRole('heading', { level: 1 }).closest('main')?.firstElementChild;
  await expect(card?.getBoundingClientRect().width ?? Infinity).toBeLessThan(window.innerWidth * widest);
}

/** On a phone (390 px). */
export const LandingPhone: Story = {
  name: 'Landing, phone',
  args: { path: '/egiro-landing' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectPublicLayout(canvasElement, 1);
  },
};

/** On a wide desktop (1440 px): the card is centred at the layout's wide width. */
export const LandingWide: Story = {
  name: 'Landing, wide desktop',
  args: { path: '/egiro-landing' },
  globals: { viewport: { value: 'wide', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectPublicLayout(canvasElement, 0.8);
  },
};

/** The landing page in Malay (issue 19): the why and the how in Malay, the banks by their own names. */
export const LandingMalay: Story = {
  name: 'Landing, signed out, in Malay',
  args: { path: '/egiro-landing' },
  globals: { locale: 'ms' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const ms = (path: string) => inLanguage(loaded, path);
    await expect(await canvas.findByText('Standard Chartered')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: ms('portalMessages.titles.egiroLanding') }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: ms('egiroLandingMessages.whatTitle') })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: ms('egiroLandingMessages.features.0.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(ms('egiroLandingMessages.steps.1.title'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: ms('messages.labels.login') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: ms('messages.egiro.applyForEgiro') })).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent(/egiroLandingMessages\.|messages\./);
  },
};

/** Signed in: the customer's name in capitals with an avatar, instead of Login. */
export const LandingSignedIn: Story = {
  name: 'Landing, signed in',
  args: { path: '/egiro-landing', session: SIGNED_IN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('TAN AH KOW')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: messages.labels.login })).toBeNull();
    await expect(canvas.getByRole('link', { name: egiroLandingMessages.viewArrangements })).toBeVisible();
  },
};

/** The apply form, nothing chosen: submitting says what is required. */
export const ApplyRequired: Story = {
  name: 'Apply, required',
  args: { path: '/egiro/apply' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.continueToBank }));
    await expect(await canvas.findByText(messages.validation.bankRequired)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: text.forLovedOne }));
    await expect(await canvas.findByText(messages.validation.nricRequired)).toBeVisible();
    await expect(canvas.getByText(messages.validation.relationshipRequired)).toBeVisible();
  },
};

/** A loved one's NRIC the centre does not know: the seed's message at the field. */
export const ApplyNoExistingClient: Story = {
  name: 'Apply, no existing client',
  args: { path: '/egiro/apply' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await applyForLovedOne(canvasElement, 'S1234567D', 'UOB');
    await expect(
      await canvas.findByText("We don't have an existing client attached to this NRIC you've provided."),
    ).toBeVisible();
  },
};

/**
 * Her mother already has an Active arrangement with DBS/POSB: a second one with the same bank is refused, in words
 * that say whose and with which bank, and what to do instead; nothing is sent to the bank.
 */
export const ApplyArrangementExists: Story = {
  name: 'Apply, already has one with this bank',
  args: {
    path: '/egiro/apply',
    data: { arrangements: [sampleArrangement({ clientName: 'Tan Mei Ling', bankCode: 'DBS' })] },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await applyForLovedOne(canvasElement, FAKE_LOVED_ONE_NRIC, 'DBS/POSB');
    await expect(
      await canvas.findByText(
        formatMessage(messages.egiro.arrangementExists, { name: 'Tan Mei Ling', bank: 'DBS/POSB' }),
      ),
    ).toBeVisible();
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};

/** A known loved one: the application is made and the person goes to the bank's page. */
export const ApplySentToBank: Story = {
  name: 'Apply, sent to the bank',
  args: { path: '/egiro/apply' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: text.forLovedOne }));
    await userEvent.type(canvas.getByRole('textbox', { name: /ID number/ }), FAKE_LOVED_ONE_NRIC);
    await userEvent.click(canvas.getByRole('button', { name: /Relationship$/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: /^Others/ }));
    await userEvent.click(canvas.getByRole('button', { name: text.continueToBank }));
    await expect(await canvas.findByText(messages.validation.otherRelationshipRequired)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Other relationship/ }), 'Niece');
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`${text.bank}$`) }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'DBS/POSB' }));
    await userEvent.click(canvas.getByRole('button', { name: text.continueToBank }));
    await waitFor(() =>
      expect(args.onRedirect).toHaveBeenCalledWith(
        expect.stringMatching(/^https:\/\/bank\.example\/egiro\//),
      ),
    );
  },
};

/** An Active arrangement with its next deduction date, and a Pending one waiting for the bank. */
export const Arrangements: Story = {
  args: {
    data: {
      arrangements: [
        sampleArrangement({
          id: 'egiro-2',
          ddaReferenceNo: 'DDA2026112200002',
          status: 'PENDING',
          bankCode: 'OCBC',
          bankName: 'OCBC',
          effectiveDate: null,
          acceptedDate: null,
          egiroReferenceNo: null,
          nextDeductionDate: null,
        }),
        sampleArrangement(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: `DBS/POSB – ${text.statuses.ACTIVE}` }),
    ).toBeVisible();
    await expect(canvas.getByText(text.pendingNote)).toBeVisible();
    await expect(canvas.getByText('21/12/2026')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: text.cancel })).toHaveLength(1);
  },
};

/** Cancel asks first: the bank will be asked to stop the direct debit. */
export const CancelConfirmation: Story = {
  name: 'Cancel confirmation',
  args: { data: { arrangements: [sampleArrangement()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: text.cancel }));
    const dialog = await body.findByRole('alertdialog', { name: text.cancelTitle });
    await expect(within(dialog).getByText(text.cancelBody)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: text.confirmCancel })).toBeVisible();
  },
};

/** A cancellation the bank has yet to approve: still Active, and it cannot be cancelled again. */
export const CancellationRequested: Story = {
  name: 'Cancellation requested',
  args: { data: { arrangements: [sampleArrangement({ cancellationRequested: true })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.cancellationRequested)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: `DBS/POSB – ${text.statuses.ACTIVE}` })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.cancel })).toBeNull();
  },
};

/** No arrangement yet: an invitation to apply. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.noArrangements)).toBeVisible();
  },
};

/** The arrangements could not be read: a way to try again. */
export const LoadFailed: Story = {
  name: 'Load failed',
  args: { options: { historyFails: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: messages.generic.retry })).toBeVisible();
  },
};
