import { formatMessage, maskNationalId, messages } from '@careportal/domain';
import { ThemeProvider } from '@careportal/ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copy } from '../../copy';
import { getViewAsClientId, setViewAsClientId } from '../../storage';
import {
  CUSTOMER,
  type FakeProfileApi,
  type FakeProfileApiOptions,
  type FakeProfileData,
} from '../../features/people/fakes/fakeProfileApi';
import { ProfileScreen } from '../../test/screens/ProfileScreen';
import {
  LOVED_ONE_ID,
  LOVED_ONE_NRIC,
  OTHER_CLIENT_NRIC,
  linkedCustomer,
  newSignUp,
  pendingCustomer,
} from '../../features/people/fakes/sampleProfiles';

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => undefined }),
  );
});

afterEach(() => {
  sessionStorage.clear();
});

function renderProfile(data: FakeProfileData, options: FakeProfileApiOptions = {}) {
  let api: FakeProfileApi | undefined;
  render(
    <ThemeProvider>
      <ProfileScreen
        data={data}
        options={options}
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

async function openEditing() {
  await user().click(
    await screen.findByRole('button', { name: messages.labels.edit, description: undefined }),
  );
  return screen.findByRole('form', { name: messages.labels.editClientDetails });
}

describe('the profile page', () => {
  it("shows the customer's photo, details, addresses, next-of-kin and loved ones", async () => {
    renderProfile(linkedCustomer());
    expect(screen.getByRole('heading', { level: 1, name: messages.labels.myProfile })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: messages.a11y.profilePhoto })).toHaveAttribute(
      'src',
      'blob:photo',
    );
    expect(await screen.findByText('Tan Ah Kow')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: messages.address.titles.billing })).toBeInTheDocument();
    const service = screen.getByRole('heading', { name: messages.address.titles.service }).closest('section');
    expect(service).not.toBeNull();
    expect(screen.getByText(messages.labels.sameAsBilling)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tan Wei Ming' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Lee Siew Lan' })).toBeInTheDocument();
    expect(screen.queryByText(messages.profilePage.pendingLinkTitle)).not.toBeInTheDocument();
  });

  it('keeps what was typed when it is invalid, then saves valid details and shows them', async () => {
    const api = renderProfile(pendingCustomer());
    const form = await openEditing();
    const mobile = within(form).getByRole('textbox', { name: new RegExp(messages.fields.mobileNumber) });
    await user().clear(mobile);
    await user().type(mobile, '1234');
    await user().click(within(form).getByRole('button', { name: messages.labels.save }));
    // At the field, and in the summary above the form.
    await waitFor(() => {
      expect(within(form).getAllByText(messages.validation.phoneNumberInvalid)).toHaveLength(2);
    });
    expect(mobile).toHaveAccessibleDescription(messages.validation.phoneNumberInvalid);
    expect(mobile).toHaveValue('1234');
    await user().clear(mobile);
    await user().type(mobile, '87654321');
    await user().click(within(form).getByRole('button', { name: messages.labels.save }));
    expect(await screen.findByText(messages.success.personalDetailUpdated)).toBeInTheDocument();
    expect(await screen.findByText('+65 87654321')).toBeInTheDocument();
    expect(api.data.customer.mobileNumber).toBe('87654321');
    expect(api.calls).toContain('PUT profile');
  });

  it('says at the ID field when the ID number is already a client record, with the link to link the profile', async () => {
    renderProfile(newSignUp());
    const form = await openEditing();
    const id = within(form).getByRole('textbox', { name: new RegExp(messages.fields.idNumber) });
    await user().type(id, OTHER_CLIENT_NRIC);
    await user().tab();
    expect(
      await within(form).findByRole('button', { name: messages.validation.linkYourProfile }),
    ).toBeVisible();
    expect(id).toHaveValue(OTHER_CLIENT_NRIC);
  });

  describe("leaving an unsaved edit (issue 36: 'Please link your profile' dropped it unasked)", () => {
    const p = messages.profilePage;
    async function typeExistingId() {
      const form = await openEditing();
      const id = within(form).getByRole('textbox', { name: new RegExp(messages.fields.idNumber) });
      await user().type(id, OTHER_CLIENT_NRIC);
      await user().tab();
      return { form, id };
    }
    async function leaveDialog() {
      return within(await screen.findByRole('alertdialog', { name: p.leaveEditTitle }));
    }

    it("asks first; 'Stay and keep editing' keeps the edit as typed", async () => {
      renderProfile(newSignUp());
      const { form, id } = await typeExistingId();
      await user().click(
        await within(form).findByRole('button', { name: messages.validation.linkYourProfile }),
      );
      const dialog = await leaveDialog();
      expect(dialog.getByText(`${p.leaveEditBody} ${p.leaveEditCarriesId}`)).toBeInTheDocument();
      expect(dialog.getByRole('button', { name: p.stayEditing })).toHaveFocus();
      await user().click(dialog.getByRole('button', { name: p.stayEditing }));
      await waitFor(() => {
        expect(screen.queryByRole('alertdialog')).toBeNull();
      });
      expect(screen.getByRole('form', { name: messages.labels.editClientDetails })).toBeInTheDocument();
      expect(id).toHaveValue(OTHER_CLIENT_NRIC);
    });

    it("'Leave without saving' opens Link your account with the ID number carried over, in its field only", async () => {
      const api = renderProfile(newSignUp());
      const { form } = await typeExistingId();
      await user().click(
        await within(form).findByRole('button', { name: messages.validation.linkYourProfile }),
      );
      await user().click((await leaveDialog()).getByRole('button', { name: p.leaveWithoutSaving }));
      expect(
        await screen.findByRole('heading', { level: 1, name: copy.titles.linkAccount }),
      ).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: messages.fields.idNumber })).toHaveValue(OTHER_CLIENT_NRIC);
      expect(
        screen.getByText(
          formatMessage(messages.linking.idCarried, { id: maskNationalId(OTHER_CLIENT_NRIC) }),
        ),
      ).toBeInTheDocument();
      expect(document.body.textContent).not.toContain(OTHER_CLIENT_NRIC);
      // Nothing was saved, and the number went nowhere but the ID check.
      expect(api.calls).not.toContain('PUT profile');
      expect(api.calls.filter((call) => call.includes(OTHER_CLIENT_NRIC))).toEqual([
        `GET profile/nric/${OTHER_CLIENT_NRIC}`,
      ]);
    });

    it('asks before another link leaves an unsaved edit, and not when nothing was changed', async () => {
      renderProfile(pendingCustomer());
      const form = await openEditing();
      const mobile = within(form).getByRole('textbox', { name: new RegExp(messages.fields.mobileNumber) });
      await user().type(mobile, '9');
      await user().click(screen.getByRole('link', { name: messages.profilePage.pendingLinkAction }));
      const dialog = await leaveDialog();
      expect(dialog.getByText(p.leaveEditBody)).toBeInTheDocument();
      await user().click(dialog.getByRole('button', { name: p.stayEditing }));
      await user().type(mobile, '{Backspace}');
      // Changed back: nothing unsaved, so the link leads straight on.
      await user().click(screen.getByRole('link', { name: messages.profilePage.pendingLinkAction }));
      expect(
        await screen.findByRole('heading', { level: 1, name: copy.titles.linkAccount }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.getByRole('textbox', { name: messages.fields.idNumber })).toHaveValue('');
    });
  });

  it("says when the ID number is a loved one's", async () => {
    renderProfile({ ...newSignUp(), lovedOnes: linkedCustomer().lovedOnes });
    const form = await openEditing();
    await user().type(
      within(form).getByRole('textbox', { name: new RegExp(messages.fields.idNumber) }),
      LOVED_ONE_NRIC,
    );
    await user().tab();
    const message = await screen.findByText(
      `${messages.fields.idNumber}: ${messages.validation.lovedOneAlreadyMapped}`,
    );
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(
      within(form).getByRole('textbox', { name: new RegExp(messages.fields.idNumber) }),
    ).toHaveAccessibleDescription(messages.validation.lovedOneAlreadyMapped);
  });

  it('shows the field errors the server answers, and keeps the form', async () => {
    renderProfile(pendingCustomer(), {
      profileFieldErrors: [{ path: 'homeNumber', message: messages.validation.homeNumberInvalid }],
    });
    const form = await openEditing();
    await user().click(within(form).getByRole('button', { name: messages.labels.save }));
    expect(screen.getByRole('form', { name: messages.labels.editClientDetails })).toBeInTheDocument();
    // And at the field itself, which the form's summary of problems (focused) leads to.
    const home = within(form).getByRole('textbox', { name: new RegExp(messages.fields.homeNumber) });
    await waitFor(() => {
      expect(home).toHaveAccessibleDescription(messages.validation.homeNumberInvalid);
    });
    const summary = within(form).getByRole('group', { name: messages.validation.problemSummaryTitle });
    await waitFor(() => {
      expect(summary).toHaveFocus();
    });
    await user().click(within(summary).getByRole('link', { name: messages.validation.homeNumberInvalid }));
    expect(home).toHaveFocus();
  });

  it('shows a pending-link note leading to the link-profile screen', async () => {
    renderProfile(pendingCustomer());
    expect(
      await screen.findByRole('heading', { name: messages.profilePage.pendingLinkTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.profilePage.pendingLinkAction })).toHaveAttribute(
      'href',
      '/link-account',
    );
  });

  it('acts for a loved one: their details and addresses, said plainly, and back to oneself', async () => {
    const api = renderProfile(linkedCustomer());
    await user().click(await screen.findByRole('radio', { name: 'Lee Siew Lan' }));
    expect(getViewAsClientId()).toBe(LOVED_ONE_ID);
    expect(
      await screen.findByText(formatMessage(messages.profilePage.actingForNotice, { name: 'Lee Siew Lan' })),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: messages.address.titles.residential }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: messages.address.titles.billing })).not.toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: messages.profilePage.switchBackToYourself }));
    expect(getViewAsClientId()).toBeNull();
    expect(await screen.findByRole('heading', { name: messages.address.titles.billing })).toBeInTheDocument();
    expect(api.calls.filter((call) => call === 'GET profile/address')).toHaveLength(2);
  });

  it('hides loved ones when the feature is off, and acts for the customer', async () => {
    setViewAsClientId(LOVED_ONE_ID);
    renderProfile({ ...linkedCustomer(), disabledLovedOne: true });
    expect(await screen.findByRole('heading', { name: messages.address.titles.billing })).toBeInTheDocument();
    await waitFor(() => {
      expect(getViewAsClientId()).toBeNull();
    });
    expect(
      screen.queryByRole('heading', { name: messages.profilePage.lovedOnesTitle }),
    ).not.toBeInTheDocument();
  });

  it('waits for the remote configuration before showing the page, so an open form is never taken away', async () => {
    // On a slow phone the configuration (whether loved ones show) can arrive after the profile. The page appears
    // once, whole: it does not show the details, then swap them for a loading state that closes the form.
    let arrive: (value: undefined) => void = () => undefined;
    const configArrives = new Promise<undefined>((resolve) => {
      arrive = resolve;
    });
    const api = renderProfile(linkedCustomer(), { configArrives });
    await waitFor(() => {
      expect(api.answered).toEqual(
        expect.arrayContaining(['GET profile', 'GET profile/address', 'GET profile/contact']),
      );
    });
    // What the answers render, once rendered: still the loading state.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: messages.labels.edit, description: undefined })).toBeNull();
    arrive(undefined);
    const form = await openEditing();
    expect(await screen.findByRole('radio', { name: 'Lee Siew Lan' })).toBeInTheDocument();
    expect(form).toBeInTheDocument();
  });

  it('shows the page without loved ones when the remote configuration cannot be read', async () => {
    renderProfile(linkedCustomer(), { configFails: true });
    expect(await openEditing()).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: messages.profilePage.lovedOnesTitle }),
    ).not.toBeInTheDocument();
  });

  it('adds a billing address found by its postal code', async () => {
    const api = renderProfile(pendingCustomer());
    await user().click(await screen.findByRole('button', { name: 'Add billing address' }));
    const form = await screen.findByRole('form', { name: 'Add billing address details' });
    await user().type(
      within(form).getByRole('textbox', { name: new RegExp(messages.fields.postalCode) }),
      '650440',
    );
    await waitFor(() => {
      expect(within(form).getByRole('textbox', { name: new RegExp(messages.fields.street) })).toHaveValue(
        'BUKIT BATOK WEST AVENUE 8',
      );
    });
    await user().click(within(form).getByRole('button', { name: messages.labels.save }));
    expect(await screen.findByText(messages.success.addressCreated)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: messages.address.titles.billing })).toBeInTheDocument();
    expect(api.data.addresses[CUSTOMER]).toHaveLength(1);
  });

  it('adds a billing address that is also the service address, both in one call', async () => {
    const api = renderProfile(pendingCustomer());
    await user().click(await screen.findByRole('button', { name: 'Add billing address' }));
    const form = await screen.findByRole('form', { name: 'Add billing address details' });
    await user().type(
      within(form).getByRole('textbox', { name: new RegExp(messages.fields.postalCode) }),
      '650440',
    );
    await waitFor(() => {
      expect(within(form).getByRole('textbox', { name: new RegExp(messages.fields.block) })).toHaveValue(
        '440',
      );
    });
    const also = within(form).getByRole('group', { name: messages.profilePage.alsoUseBillingAs });
    await user().click(within(also).getByRole('checkbox', { name: 'Service address' }));
    await user().click(within(form).getByRole('button', { name: messages.labels.save }));
    expect(await screen.findByText(messages.success.addressesCreated)).toBeInTheDocument();
    expect(api.data.addresses[CUSTOMER]?.map((a) => [a.type, a.postalCode, a.sameAs])).toEqual([
      ['BILLING', '650440', 'NONE'],
      ['SERVICE', '650440', 'BILLING'],
    ]);
  });

  it('refuses a photo over 2MB without sending it', async () => {
    const api = renderProfile(pendingCustomer());
    await screen.findByText('Siti binte Ahmad');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    await user().upload(input, big);
    expect(
      await screen.findByText(formatMessage(messages.validation.fileTooLarge, { maxSizeAllowedInMB: 2 })),
    ).toBeInTheDocument();
    expect(api.calls).not.toContain('PUT profile/picture');
  });
});
