import {
  stubbedPublicClientApplication,
  type AccountInfo,
  type AuthenticationResult,
  type IPublicClientApplication,
} from '@azure/msal-browser';
import { formatMessage, maskNationalId, messages } from '@careportal/domain';
import { useThemeMode } from '@careportal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppProviders } from '../../App';
import type { Session } from '../../auth/session';
import { config } from '../../config';
import { copy } from '../../copy';
import { routerNavigation } from '../../navigation';
import { buildRoutes } from '../../routes';
import {
  createFakeLinkingApi,
  FAKE_CLIENT_RECORD,
  FAKE_SENT_TO,
  type FakeLinkingApi,
  type FakeLinkingApiOptions,
} from '../../features/people/fakes/fakeLinkingApi';
import { carriedIdState } from '../../features/people/linkAccountPrefill';

const text = messages.linking;
const email = config.supportEmail;
const title = copy.titles.linkAccount;

const account: AccountInfo = {
  homeAccountId: 'story-beehoon',
  environment: '127.0.0.1:4600',
  tenantId: '',
  username: 'beehoon.lim@example.sg',
  localAccountId: 'story-beehoon',
  name: 'Lim Bee Hoon',
};

/** Just enough MSAL for the API client to get a token: signed in, no network. */
const storyMsal: IPublicClientApplication = {
  ...stubbedPublicClientApplication,
  getAllAccounts: () => [account],
  getActiveAccount: () => account,
  acquireTokenSilent: () => Promise.resolve({ accessToken: 'story-token' } as AuthenticationResult),
};

const session: Session = {
  status: 'signed-in',
  customer: { name: 'Lim Bee Hoon', categoryName: null },
  signIn: fn().mockName('signIn'),
  signOut: fn().mockName('signOut'),
};

interface LinkAccountScreenProps {
  /** The path opened, with its query, or a location with the router's state. */
  path: string | { pathname: string; search?: string; state?: unknown };
  api: FakeLinkingApi;
}

/** The real route table at `path`, in the portal's providers, over an in-memory API. */
function LinkAccountScreen({ path, api }: LinkAccountScreenProps) {
  const [router] = useState(() => createMemoryRouter(buildRoutes(), { initialEntries: [path] }));
  // The story's theme, not the device's last choice.
  const displayMode = useThemeMode();
  return (
    <AppProviders
      session={session}
      msal={storyMsal}
      fetch={api.fetch}
      navigation={routerNavigation(router)}
      displayMode={displayMode}
    >
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/** Story args: the path and how the fake API behaves. */
type ScreenArgs = Pick<LinkAccountScreenProps, 'path'> & FakeLinkingApiOptions;

function render({ path, ...options }: ScreenArgs) {
  return <LinkAccountScreen path={path} api={createFakeLinkingApi({ delayMs: 50, ...options })} />;
}

/** The page's main landmark, once the page has rendered. */
async function page(canvasElement: HTMLElement) {
  const main = await within(canvasElement).findByRole('main');
  await within(main).findByRole('heading', { level: 1, name: title });
  return within(main);
}

async function fill(canvasElement: HTMLElement, referralCode: string, nric: string) {
  const screen = await page(canvasElement);
  await userEvent.type(screen.getByRole('textbox', { name: text.clientId }), referralCode);
  await userEvent.type(screen.getByRole('textbox', { name: messages.fields.idNumber }), nric);
  return screen;
}

/** Submits the form and waits for its outcome to be announced. */
async function submitAndExpectAlert(canvasElement: HTMLElement, expected: string) {
  const screen = await page(canvasElement);
  await userEvent.click(screen.getByRole('button', { name: text.linkAccount }));
  const form = within(screen.getByRole('form', { name: title }));
  await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(expected));
  // The notifications' code arrives with the first message at the latest.
  const toasts = await within(canvasElement.ownerDocument.body).findByRole('region', {
    name: /notification/i,
  });
  await expect(within(toasts).getByText(expected)).toBeInTheDocument();
  // One support message, in the seed's words; the server's own text is not shown as well.
  await expect(within(toasts).getAllByRole('alertdialog')).toHaveLength(1);
}

const meta = {
  title: 'Screens/Profile/LinkAccount',
  render,
  args: { path: '/link-account' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<ScreenArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(screen.getByRole('textbox', { name: text.clientId })).toHaveValue('');
    await expect(screen.getByRole('textbox', { name: text.clientId })).toHaveAccessibleDescription(
      text.clientIdExplained,
    );
    await expect(screen.getByRole('textbox', { name: messages.fields.idNumber })).toHaveValue('');
    await expect(screen.getByRole('heading', { level: 2, name: text.noClientIdTitle })).toBeInTheDocument();
    await expect(screen.getByRole('link', { name: text.backToProfile })).toHaveAttribute('href', '/profile');
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    // By keyboard alone: focus the first field, type, and Tab on through the ID type to the ID number.
    screen.getByRole('textbox', { name: text.clientId }).focus();
    await userEvent.keyboard(FAKE_CLIENT_RECORD.referralCode);
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: new RegExp(messages.fields.idType) })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('textbox', { name: messages.fields.idNumber })).toHaveFocus();
    await userEvent.keyboard(FAKE_CLIENT_RECORD.nric.toLowerCase());
    await expect(screen.getByRole('textbox', { name: messages.fields.idNumber })).toHaveValue(
      FAKE_CLIENT_RECORD.nric,
    );
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: text.linkAccount })).toHaveFocus();
    await expect(screen.queryByText(messages.validation.nricInvalid)).not.toBeInTheDocument();
  },
};

export const InvalidFields: Story = {
  name: 'Invalid fields',
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.type(screen.getByRole('textbox', { name: messages.fields.idNumber }), 'S4912345A');
    await userEvent.click(screen.getByRole('button', { name: text.linkAccount }));
    const clientId = screen.getByRole('textbox', { name: text.clientId });
    await waitFor(() =>
      expect(clientId).toHaveAccessibleDescription(
        expect.stringContaining(messages.validation.clientIdRequired),
      ),
    );
    await expect(clientId).toHaveFocus();
    await expect(screen.getByRole('textbox', { name: messages.fields.idNumber })).toHaveAccessibleDescription(
      messages.validation.nricInvalid,
    );
  },
};

export const IncorrectClientId: Story = {
  name: 'Incorrect Client ID',
  play: async ({ canvasElement }) => {
    const screen = await fill(canvasElement, 'CP6B4H1X', FAKE_CLIENT_RECORD.nric);
    await submitAndExpectAlert(canvasElement, formatMessage(text.incorrectClientId, { email }));
    await expect(screen.getByRole('textbox', { name: text.clientId })).toHaveValue('CP6B4H1X');
  },
};

export const IncorrectIdentification: Story = {
  name: 'Incorrect identification',
  play: async ({ canvasElement }) => {
    const screen = await fill(canvasElement, FAKE_CLIENT_RECORD.referralCode, 'S1234567D');
    await submitAndExpectAlert(canvasElement, formatMessage(text.incorrectIdentification, { email }));
    await expect(screen.getByRole('textbox', { name: messages.fields.idNumber })).toHaveValue('S1234567D');
  },
};

export const TechnicalDifficulties: Story = {
  name: 'Technical difficulties',
  args: { linkingFails: true },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, FAKE_CLIENT_RECORD.referralCode, FAKE_CLIENT_RECORD.nric);
    await submitAndExpectAlert(canvasElement, formatMessage(text.technicalDifficulties, { email }));
  },
};

export const Linked: Story = {
  name: 'Linked',
  play: async ({ canvasElement }) => {
    const screen = await fill(canvasElement, FAKE_CLIENT_RECORD.referralCode, FAKE_CLIENT_RECORD.nric);
    await userEvent.click(screen.getByRole('button', { name: text.linkAccount }));
    const heading = await screen.findByRole('heading', { level: 2, name: text.linkedTitle });
    await expect(heading).toHaveFocus();
    await expect(screen.getByText(text.linked)).toBeInTheDocument();
    await expect(
      screen.getByText(formatMessage(text.linkedName, { name: FAKE_CLIENT_RECORD.name })),
    ).toBeInTheDocument();
    await expect(screen.getByRole('link', { name: text.backToProfile })).toHaveAttribute('href', '/profile');
    // The pressed button announced itself as pending by pointing at its own label; react-aria keeps that entry
    // for about 7 s, past the button, which the success panel replaced. Let it expire before axe looks.
    const announcer = canvasElement.ownerDocument.querySelector('[data-live-announcer]');
    await waitFor(() => expect(announcer?.querySelector('[aria-labelledby]') ?? null).toBeNull(), {
      timeout: 10_000,
    });
  },
};

/** Presses a "send my Client ID" button and waits for the confirmation. */
async function sendAndExpect(canvasElement: HTMLElement, button: string, sent: string, sentTo: string) {
  const screen = await page(canvasElement);
  await userEvent.click(screen.getByRole('button', { name: button }));
  const region = within(screen.getByRole('region', { name: text.noClientIdTitle }));
  await waitFor(() => expect(region.getByRole('status')).toHaveTextContent(sent));
  await expect(region.getByRole('status')).toHaveTextContent(formatMessage(text.clientIdSentTo, { sentTo }));
}

export const ClientIdSentByEmail: Story = {
  name: 'Client ID sent by email',
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, text.sendByEmail, text.clientIdSentToEmail, FAKE_SENT_TO.EMAIL);
  },
};

export const ClientIdSentBySms: Story = {
  name: 'Client ID sent by SMS',
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, text.sendBySms, text.clientIdSentToMobile, FAKE_SENT_TO.SMS);
  },
};

/**
 * From My Profile's 'already found in the system': the ID number she entered is carried over in the router's
 * state (never the address), in its field, and said masked above the form; only the Client ID is left to type.
 */
export const PrefilledFromProfile: Story = {
  name: 'ID carried over from My Profile',
  args: { path: { pathname: '/link-account', state: carriedIdState(FAKE_CLIENT_RECORD.nric) } },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(screen.getByRole('textbox', { name: messages.fields.idNumber })).toHaveValue(
      FAKE_CLIENT_RECORD.nric,
    );
    await expect(
      screen.getByText(formatMessage(text.idCarried, { id: maskNationalId(FAKE_CLIENT_RECORD.nric) })),
    ).toBeVisible();
    await expect(screen.getByRole('textbox', { name: text.clientId })).toHaveValue('');
  },
};

export const ClientIdNotSent: Story = {
  name: 'Client ID not sent',
  args: { sendFailure: { httpCode: 404, message: text.noClientRecord } },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: text.sendByEmail }));
    const region = within(screen.getByRole('region', { name: text.noClientIdTitle }));
    const expected = `${text.noClientRecord} ${formatMessage(messages.generic.supportContact, { email })}`;
    await waitFor(() => expect(region.getByRole('alert')).toHaveTextContent(expected));
  },
};
