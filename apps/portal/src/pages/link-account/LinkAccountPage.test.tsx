import { formatMessage, messages } from '@careportal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { config } from '../../config';
import { setViewAsClientId } from '../../storage';
import { demoAccount, fakeMsal } from '../../test/fakeMsal';
import { renderRoute, signedInSession } from '../../test/renderRoute';
import {
  createFakeLinkingApi,
  FAKE_CLIENT_RECORD,
  FAKE_SENT_TO,
  type FakeLinkingApiOptions,
} from '../../features/people/fakes/fakeLinkingApi';
import { carriedIdState } from '../../features/people/linkAccountPrefill';

const email = config.supportEmail;
const text = messages.linking;

function renderPage(
  path: Parameters<typeof renderRoute>[0] = '/link-account',
  options: FakeLinkingApiOptions = {},
) {
  const api = createFakeLinkingApi(options);
  const user = userEvent.setup();
  const rendered = renderRoute(path, {
    session: signedInSession({ name: 'Lim Bee Hoon' }),
    msal: fakeMsal({ accounts: [demoAccount()] }),
    fetch: api.fetch,
  });
  return { ...rendered, api, user };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, referralCode: string, nric: string) {
  await user.type(await screen.findByRole('textbox', { name: text.clientId }), referralCode);
  await user.type(screen.getByRole('textbox', { name: messages.fields.idNumber }), nric);
}

function postsTo(api: ReturnType<typeof createFakeLinkingApi>, path: string) {
  return api.calls.filter((call) => call.method === 'POST' && call.path === path);
}

/** The live region of the link form, where its outcome is announced. */
function formAlert() {
  return within(screen.getByRole('form', { name: 'Link your account' })).getByRole('alert');
}

/** The "Didn't get your Client ID?" part. */
function noClientIdRegion() {
  return screen.getByRole('region', { name: text.noClientIdTitle });
}

afterEach(() => {
  setViewAsClientId(null);
});

describe('the link-account page', () => {
  it('asks for the Client ID, explained, and the ID with its type', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Link your account' })).toBeInTheDocument();
    const clientId = screen.getByRole('textbox', { name: text.clientId });
    expect(clientId).toHaveAccessibleDescription(text.clientIdExplained);
    expect(clientId).toBeRequired();
    expect(screen.getByRole('button', { name: new RegExp(messages.fields.idType) })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: messages.fields.idNumber })).toBeRequired();
    expect(screen.getByRole('link', { name: text.backToProfile })).toHaveAttribute('href', '/profile');
  });

  it('shows the field errors on submit and sends nothing', async () => {
    const { api, user } = renderPage();
    await user.click(await screen.findByRole('button', { name: text.linkAccount }));
    expect(await screen.findByText(messages.validation.clientIdRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.validation.nricRequired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: text.clientId })).toHaveFocus();
    expect(postsTo(api, '/profile/linking')).toEqual([]);
  });

  it('checks the ID number by its type', async () => {
    const { user } = renderPage();
    await fillForm(user, 'CP6B4H1L', 'S4912345A');
    await user.click(screen.getByRole('button', { name: text.linkAccount }));
    expect(
      await screen.findByRole('textbox', {
        name: messages.fields.idNumber,
        description: messages.validation.nricInvalid,
      }),
    ).toBeInTheDocument();
  });

  it.each([
    ['an unknown Client ID', 'WRONG123', FAKE_CLIENT_RECORD.nric, text.incorrectClientId],
    [
      'the Client ID with another ID number',
      FAKE_CLIENT_RECORD.referralCode,
      'S1234567D',
      text.incorrectIdentification,
    ],
  ])(
    'says so for %s, at the form and as a support message, keeping what was typed',
    async (_case, code, nric, template) => {
      const { api, user } = renderPage();
      await fillForm(user, code, nric);
      await user.click(screen.getByRole('button', { name: text.linkAccount }));
      const message = formatMessage(template, { email });
      await waitFor(() => {
        expect(formAlert()).toHaveTextContent(message);
      });
      const toasts = await screen.findByRole('region', { name: /notification/i });
      // One support message: the wrapper's, in the seed's words (not the server's text as well).
      expect(within(toasts).getAllByRole('alertdialog')).toHaveLength(1);
      expect(within(toasts).getByText(message)).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: text.clientId })).toHaveValue(code);
      expect(screen.getByRole('textbox', { name: messages.fields.idNumber })).toHaveValue(nric);
      expect(postsTo(api, '/profile/linking')[0]?.body).toEqual({
        referralCode: code,
        idType: 'NRIC',
        nric,
        lovedOne: null,
      });
    },
  );

  it('speaks of technical difficulties when the server fails', async () => {
    const { user } = renderPage('/link-account', { linkingFails: true });
    await fillForm(user, FAKE_CLIENT_RECORD.referralCode, FAKE_CLIENT_RECORD.nric);
    await user.click(screen.getByRole('button', { name: text.linkAccount }));
    await waitFor(() => {
      expect(formAlert()).toHaveTextContent(formatMessage(text.technicalDifficulties, { email }));
    });
  });

  it('links the record, says so, and leads back to My Profile', async () => {
    const { user } = renderPage();
    await fillForm(user, FAKE_CLIENT_RECORD.referralCode, FAKE_CLIENT_RECORD.nric);
    await user.click(screen.getByRole('button', { name: text.linkAccount }));
    const heading = await screen.findByRole('heading', { level: 2, name: text.linkedTitle });
    expect(heading).toHaveFocus();
    expect(screen.getByText(text.linked)).toBeInTheDocument();
    expect(
      screen.getByText(formatMessage(text.linkedName, { name: FAKE_CLIENT_RECORD.name })),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.backToProfile })).toHaveAttribute('href', '/profile');
  });

  it('starts from the ID My Profile carries in the router state (said masked), and links for the loved one the query names', async () => {
    const { api, user, router } = renderPage({
      pathname: '/link-account',
      search: `?${new URLSearchParams({ lovedOne: 'lo-7' }).toString()}`,
      state: carriedIdState(' s4912345j'),
    });
    expect(await screen.findByRole('textbox', { name: messages.fields.idNumber })).toHaveValue('S4912345J');
    expect(screen.getByText(formatMessage(text.idCarried, { id: '*****345J' }))).toBeInTheDocument();
    // Nowhere else in full: not on the page besides its field, nor in the address; and the tab's history lets it go.
    expect(document.body.textContent).not.toContain('S4912345J');
    expect(router.state.location.search).toBe('?lovedOne=lo-7');
    await waitFor(() => {
      expect(router.state.location.state).toBeNull();
    });
    expect(screen.getByRole('textbox', { name: messages.fields.idNumber })).toHaveValue('S4912345J');
    expect(screen.getByText(text.lovedOneNote)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: text.clientId }), FAKE_CLIENT_RECORD.referralCode);
    await user.click(screen.getByRole('button', { name: text.linkAccount }));
    await screen.findByRole('heading', { level: 2, name: text.linkedTitle });
    expect(postsTo(api, '/profile/linking')[0]?.body).toMatchObject({ lovedOne: 'lo-7' });
  });

  it('links for the loved one the customer acts for', async () => {
    setViewAsClientId('lo-9', sessionStorage);
    const { api, user } = renderPage();
    await fillForm(user, FAKE_CLIENT_RECORD.referralCode, FAKE_CLIENT_RECORD.nric);
    await user.click(screen.getByRole('button', { name: text.linkAccount }));
    await screen.findByRole('heading', { level: 2, name: text.linkedTitle });
    expect(postsTo(api, '/profile/linking')[0]).toMatchObject({ viewAs: 'lo-9', body: { lovedOne: 'lo-9' } });
  });

  it('sends the Client ID by email for the ID number typed', async () => {
    const { api, user } = renderPage();
    await user.type(
      await screen.findByRole('textbox', { name: messages.fields.idNumber }),
      FAKE_CLIENT_RECORD.nric,
    );
    await user.click(screen.getByRole('button', { name: text.sendByEmail }));
    const status = within(noClientIdRegion()).getByRole('status');
    await waitFor(() => {
      expect(status).toHaveTextContent(text.clientIdSentToEmail);
    });
    expect(status).toHaveTextContent(formatMessage(text.clientIdSentTo, { sentTo: FAKE_SENT_TO.EMAIL }));
    expect(postsTo(api, '/profile/referral-code/send')[0]?.body).toEqual({
      channel: 'EMAIL',
      idType: 'NRIC',
      nric: FAKE_CLIENT_RECORD.nric,
    });
  });

  it('sends the customer their own Client ID by SMS when no valid ID number is typed', async () => {
    const { api, user } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: messages.fields.idNumber }), 'S49');
    await user.click(screen.getByRole('button', { name: text.sendBySms }));
    await waitFor(() => {
      expect(within(noClientIdRegion()).getByRole('status')).toHaveTextContent(text.clientIdSentToMobile);
    });
    expect(postsTo(api, '/profile/referral-code/send')[0]?.body).toEqual({ channel: 'SMS' });
  });

  it("shows the server's words when the Client ID cannot be sent", async () => {
    const { user } = renderPage('/link-account', {
      sendFailure: { httpCode: 404, message: text.noClientRecord },
    });
    await user.click(await screen.findByRole('button', { name: text.sendByEmail }));
    const expected = `${text.noClientRecord} ${formatMessage(messages.generic.supportContact, { email })}`;
    await waitFor(() => {
      expect(within(noClientIdRegion()).getByRole('alert')).toHaveTextContent(expected);
    });
  });
});
