import { formatMessage, maskNationalId, messages } from '@careportal/domain';
import { copy } from '../../copy';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { setViewAsClientId } from '../../storage';
import { ProfileScreen } from '../../test/screens/ProfileScreen';
import {
  LOVED_ONE_ID,
  LOVED_ONE_NRIC,
  OTHER_CLIENT_NRIC,
  linkedCustomer,
  newSignUp,
  pendingCustomer,
} from '../../features/people/fakes/sampleProfiles';

/** Acting for oneself before each story, unless the story says otherwise. */
function actingFor(id: string | null) {
  return () => {
    setViewAsClientId(id);
    return () => {
      setViewAsClientId(null);
    };
  };
}

const meta = {
  title: 'Screens/Profile',
  component: ProfileScreen,
  args: { data: linkedCustomer() },
  beforeEach: actingFor(null),
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const p = messages.profilePage;

/** The personal-details form, once it has opened. */
async function editForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return within(await canvas.findByRole('form', { name: messages.labels.editClientDetails }));
}

export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: messages.labels.myProfile })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: messages.a11y.profilePhoto })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: messages.labels.personalDetails })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: messages.address.titles.billing })).toBeVisible();
    await expect(canvas.getByText(messages.labels.sameAsBilling)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Tan Wei Ming' })).toBeVisible();
    await expect(
      await canvas.findByRole('radio', { name: messages.profilePage.actingForYourself }),
    ).toBeChecked();
    await expect(canvas.queryByText(messages.profilePage.pendingLinkTitle)).not.toBeInTheDocument();
  },
};

export const Editing: Story = {
  args: { data: pendingCustomer(), initial: { editingDetails: true } },
  play: async ({ canvasElement }) => {
    const form = await editForm(canvasElement);
    await expect(form.getByRole('textbox', { name: new RegExp(messages.fields.fullName) })).toHaveValue(
      'Siti binte Ahmad',
    );
    await expect(form.getByRole('button', { name: messages.labels.cancel })).toBeVisible();
    await expect(form.getByRole('button', { name: messages.labels.save })).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { data: pendingCustomer(), initial: { editingDetails: true } },
  play: async ({ canvasElement }) => {
    const form = await editForm(canvasElement);
    const mobile = form.getByRole('textbox', { name: new RegExp(messages.fields.mobileNumber) });
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '1234');
    await userEvent.click(form.getByRole('button', { name: messages.labels.save }));
    // At the field, and in the summary above the form.
    await waitFor(() => expect(form.getAllByText(messages.validation.phoneNumberInvalid)).toHaveLength(2));
    await expect(mobile).toHaveAccessibleDescription(messages.validation.phoneNumberInvalid);
    await expect(mobile).toHaveValue('1234');
  },
};

export const ServerFieldErrors: Story = {
  name: 'Server field errors',
  args: {
    data: pendingCustomer(),
    initial: { editingDetails: true },
    options: { profileFieldErrors: [{ path: 'homeNumber', message: messages.validation.homeNumberInvalid }] },
  },
  play: async ({ canvasElement }) => {
    const form = await editForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: messages.labels.save }));
    const canvas = within(canvasElement);
    // Summed up above the form, focused, and at the field itself.
    const summary = await form.findByRole('group', { name: messages.validation.problemSummaryTitle });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      within(summary).getByRole('link', { name: messages.validation.homeNumberInvalid }),
    ).toBeVisible();
    await expect(canvas.getByRole('form', { name: messages.labels.editClientDetails })).toBeVisible();
    await expect(
      form.getByRole('textbox', { name: new RegExp(messages.fields.homeNumber) }),
    ).toHaveAccessibleDescription(messages.validation.homeNumberInvalid);
  },
};

export const NricExists: Story = {
  name: 'ID number already a client record',
  args: { data: newSignUp(), initial: { editingDetails: true } },
  play: async ({ canvasElement }) => {
    const form = await editForm(canvasElement);
    const id = form.getByRole('textbox', { name: new RegExp(messages.fields.idNumber) });
    await userEvent.type(id, OTHER_CLIENT_NRIC);
    await userEvent.tab();
    await expect(
      await form.findByRole('button', { name: messages.validation.linkYourProfile }),
    ).toBeVisible();
    await expect(id).toHaveValue(OTHER_CLIENT_NRIC);
  },
};

/** Types an ID number already in the system, presses 'Please link your profile', and gives the question asked. */
async function linkWithEditUnsaved(canvasElement: HTMLElement): Promise<HTMLElement> {
  const form = await editForm(canvasElement);
  await userEvent.type(
    form.getByRole('textbox', { name: new RegExp(messages.fields.idNumber) }),
    OTHER_CLIENT_NRIC,
  );
  await userEvent.tab();
  await userEvent.click(await form.findByRole('button', { name: messages.validation.linkYourProfile }));
  return within(document.body).findByRole('alertdialog', { name: p.leaveEditTitle });
}

/** 'Please link your profile' with the edit unsaved: asked first, the safe answer focused. */
export const AskBeforeLeaving: Story = {
  name: 'Ask before leaving an unsaved edit',
  args: { data: newSignUp(), initial: { editingDetails: true } },
  play: async ({ canvasElement }) => {
    const dialog = within(await linkWithEditUnsaved(canvasElement));
    await expect(dialog.getByText(`${p.leaveEditBody} ${p.leaveEditCarriesId}`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: p.stayEditing })).toHaveFocus();
    await expect(dialog.getByRole('button', { name: p.leaveWithoutSaving })).toBeVisible();
  },
};

/** 'Leave without saving': Link your account, the ID number she entered carried over in its field. */
export const LinkWithIdCarried: Story = {
  name: 'Left for Link your account, the ID carried over',
  args: { data: newSignUp(), initial: { editingDetails: true } },
  play: async ({ canvasElement }) => {
    const dialog = await linkWithEditUnsaved(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: p.leaveWithoutSaving }));
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: copy.titles.linkAccount }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: messages.fields.idNumber })).toHaveValue(
      OTHER_CLIENT_NRIC,
    );
    await expect(
      canvas.getByText(formatMessage(messages.linking.idCarried, { id: maskNationalId(OTHER_CLIENT_NRIC) })),
    ).toBeVisible();
  },
};

export const LovedOneMapped: Story = {
  name: "ID number already a loved one's",
  args: {
    data: { ...newSignUp(), lovedOnes: linkedCustomer().lovedOnes },
    initial: { editingDetails: true },
  },
  play: async ({ canvasElement }) => {
    const form = await editForm(canvasElement);
    await userEvent.type(
      form.getByRole('textbox', { name: new RegExp(messages.fields.idNumber) }),
      LOVED_ONE_NRIC,
    );
    await userEvent.tab();
    await expect(
      await within(canvasElement).findByText(
        `${messages.fields.idNumber}: ${messages.validation.lovedOneAlreadyMapped}`,
      ),
    ).toBeVisible();
  },
};

export const PendingLink: Story = {
  name: 'Pending link',
  args: { data: pendingCustomer() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: messages.profilePage.pendingLinkTitle }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: messages.profilePage.pendingLinkAction })).toHaveAttribute(
      'href',
      '/link-account',
    );
  },
};

export const ActingForLovedOne: Story = {
  name: 'Acting for a loved one',
  beforeEach: actingFor(LOVED_ONE_ID),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(formatMessage(messages.profilePage.actingForNotice, { name: 'Lee Siew Lan' })),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: messages.address.titles.residential }),
    ).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: 'Lee Siew Lan' })).toBeChecked();
    await expect(
      canvas.getByRole('button', { name: messages.profilePage.switchBackToYourself }),
    ).toBeVisible();
  },
};

export const LovedOnesDisabled: Story = {
  name: 'Loved ones disabled',
  args: { data: { ...linkedCustomer(), disabledLovedOne: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: messages.address.titles.billing })).toBeVisible();
    await waitFor(() =>
      expect(
        canvas.queryByRole('heading', { name: messages.profilePage.lovedOnesTitle }),
      ).not.toBeInTheDocument(),
    );
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
  },
};

export const AddLovedOne: Story = {
  name: 'Add a loved one',
  args: { data: pendingCustomer(), initial: { addingLovedOne: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: messages.profilePage.addLovedOneTitle }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: new RegExp(messages.fields.relationship) }),
    ).toBeVisible();
    const form = within(await canvas.findByRole('form', { name: messages.labels.personalDetails }));
    await userEvent.click(form.getByRole('button', { name: messages.labels.save }));
    await waitFor(() => expect(form.getAllByText(messages.validation.nameRequired)).toHaveLength(2));
  },
};

export const Loading: Story = {
  args: { options: { profileHangs: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: messages.labels.myProfile })).toBeVisible();
    // The page's shape in placeholders, said once to screen readers.
    await expect(await canvas.findByRole('status')).toHaveTextContent(messages.generic.loading);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const LoadFailed: Story = {
  name: 'Error',
  args: { options: { profileFails: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.generic.somethingWentWrong)).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.generic.retry })).toBeVisible();
  },
};
