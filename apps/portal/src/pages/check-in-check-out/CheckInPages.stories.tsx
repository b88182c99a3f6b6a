import { checkInMessages as text, messages, volunteerHoursMessage } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pendingAnnouncementGone } from '../../features/denticare/fakes/storySteps';
import { inLanguage } from '../../test/inLanguage';
import { CheckInScreen } from '../../test/screens/CheckInScreen';
import { STORY_ACTIVITY_ID } from '../../features/volunteer/fakes/fakeCheckInApi';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };
const INDIVIDUAL = `/check-in-check-out/individual/${STORY_ACTIVITY_ID}`;
const ORG = `/check-in-check-out/org/${STORY_ACTIVITY_ID}`;

const meta = {
  title: 'Screens/Public/CheckIn/Pages',
  component: CheckInScreen,
  args: { path: INDIVIDUAL },
  globals: mobile,
} satisfies Meta<typeof CheckInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function identify(canvasElement: HTMLElement, id: string, secret: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /NRIC \/ FIN|Organisation code/ }), id);
  const second =
    canvas.queryByRole('textbox', { name: new RegExp(text.lastFour) }) ?? canvas.getByLabelText(/PIN/);
  await userEvent.type(second, secret);
  await userEvent.click(canvas.getByRole('button', { name: text.continue }));
}

export const Identify: Story = {
  name: 'Individual: who are you (VALIDATION_PROFILE)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Volunteer check-in' })).toBeVisible();
    await expect(canvas.getByText('Befriending and lunch helpers')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /NRIC \/ FIN/ })).toBeVisible();
  },
};

export const IdentifyDesktop: Story = {
  name: 'Individual: who are you, desktop',
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: text.continue })).toBeVisible();
  },
};

export const IdentifyErrors: Story = {
  name: 'Individual: fields missing',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.continue }));
    await expect(await canvas.findByText(messages.validation.nricRequired)).toBeVisible();
    await expect(canvas.getByText(text.lastFourRequired)).toBeVisible();
  },
};

export const Retry: Story = {
  name: 'Individual: wrong details (RETRY_VALIDATION_PROFILE)',
  play: async ({ canvasElement }) => {
    await identify(canvasElement, 'S7654321F', '0000');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(text.identityNotMatched);
    await pendingAnnouncementGone(canvasElement);
  },
};

export const TooManyTries: Story = {
  name: 'Individual: too many tries',
  args: { options: { tooMany: true } },
  play: async ({ canvasElement }) => {
    await identify(canvasElement, 'S7654321F', '4567');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(text.tooManyTries);
    await pendingAnnouncementGone(canvasElement);
  },
};

export const ToCheckIn: Story = {
  name: 'Individual: ready to check in (TO_CHECK_IN)',
  play: async ({ canvasElement }) => {
    await identify(canvasElement, 's7654321f', '4567');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text.toCheckInTitle })).toHaveFocus();
    await expect(canvas.getByText('*****321F')).toBeVisible();
    await expect(canvas.queryByText('S7654321F')).toBeNull();
    await expect(canvas.getByRole('button', { name: text.checkIn })).toBeVisible();
    await pendingAnnouncementGone(canvasElement);
  },
};

/** Check-in at 04:39 AM for an activity of 09:00 to 14:00: refused calmly, with when it opens and the hours. */
export const OutOfHours: Story = {
  name: 'Individual: check-in out of hours',
  args: { options: { hoursRefusal: 'checkInNotOpen' } },
  play: async ({ canvasElement }) => {
    await identify(canvasElement, 's7654321f', '4567');
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.checkIn }));
    const words = volunteerHoursMessage('checkInNotOpen', { startTime: '09:00', endTime: '14:00' });
    const refusal = await canvas.findByText(words);
    await expect(refusal).toBeVisible();
    // Calm: said as a status, not an error alert; the volunteer stays on the check-in step.
    await expect(refusal.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.getByRole('heading', { name: text.toCheckInTitle })).toBeVisible();
    await pendingAnnouncementGone(canvasElement);
  },
};

export const ToCheckOut: Story = {
  name: 'Individual: checked in (TO_CHECK_OUT)',
  play: async ({ canvasElement }) => {
    await identify(canvasElement, 'S7654321F', '4567');
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.checkIn }));
    await expect(await canvas.findByRole('heading', { name: text.checkedInTitle })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: text.checkOut })).toBeVisible();
    await pendingAnnouncementGone(canvasElement);
  },
};

/** Back later to check out: the step says so, and does not ask them to come back again. */
export const ComingBackToCheckOut: Story = {
  name: 'Individual: back later to check out',
  args: { options: { status: 'ATTENDING' } },
  play: async ({ canvasElement }) => {
    await identify(canvasElement, 'S7654321F', '4567');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text.toCheckOutTitle })).toHaveFocus();
    await expect(canvas.getByText(text.toCheckOutBody)).toBeVisible();
    await expect(canvas.queryByText(text.checkedInBody)).toBeNull();
    await expect(canvas.getByRole('button', { name: text.checkOut })).toBeVisible();
    await pendingAnnouncementGone(canvasElement);
  },
};

/** Check-out cannot be undone that day: it asks first, focus on "Not yet". */
export const CheckOutAsksFirst: Story = {
  name: 'Individual: check out asks first',
  args: { options: { status: 'ATTENDING' } },
  play: async ({ canvasElement }) => {
    await identify(canvasElement, 'S7654321F', '4567');
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.checkOut }));
    const ask = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: text.checkOutConfirmTitle,
    });
    await expect(ask).toHaveTextContent(text.checkOutConfirmBody);
    await expect(within(ask).getByRole('button', { name: text.checkOutNotYet })).toHaveFocus();
    await pendingAnnouncementGone(canvasElement);
  },
};

export const CheckOutSuccess: Story = {
  name: 'Individual: checked out (CHECK_OUT_SUCCESS)',
  args: { options: { status: 'ATTENDING' } },
  play: async ({ canvasElement }) => {
    await identify(canvasElement, 'S7654321F', '4567');
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.checkOut }));
    const ask = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(ask).getByRole('button', { name: text.checkOutConfirm }));
    await expect(await canvas.findByRole('heading', { name: text.checkOutSuccessTitle })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: text.nextVolunteer }));
    await expect(await canvas.findByRole('textbox', { name: /NRIC \/ FIN/ })).toHaveValue('');
    await pendingAnnouncementGone(canvasElement);
  },
};

export const CheckOutSuccessDesktop: Story = {
  name: 'Individual: checked out, desktop',
  args: { options: { status: 'ATTENDED' } },
  globals: desktop,
  play: async ({ canvasElement }) => {
    await identify(canvasElement, 'S7654321F', '4567');
    await expect(
      await within(canvasElement).findByRole('heading', { name: text.checkOutSuccessTitle }),
    ).toBeVisible();
    await pendingAnnouncementGone(canvasElement);
  },
};

/** Who are you, in Tamil (issue 19): the page's words and the fields' errors in Tamil, the activity as it is. */
export const IdentifyTamil: Story = {
  name: 'Individual: who are you, in Tamil',
  globals: { ...mobile, locale: 'ta' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const ta = (path: string) => inLanguage(loaded, path);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: ta('checkInMessages.individualIntro') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: ta('portalMessages.titles.checkInIndividual') }),
    ).toBeVisible();
    await expect(canvas.getByText('Befriending and lunch helpers')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ta('checkInMessages.continue') }));
    await expect(await canvas.findByText(ta('messages.validation.nricRequired'))).toBeVisible();
    await expect(canvas.getByText(ta('checkInMessages.lastFourRequired'))).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent(/checkInMessages\.|messages\./);
    await expect(canvas.queryByText(text.individualIntro)).toBeNull();
    await expect(canvas.queryByText(text.lastFourRequired)).toBeNull();
  },
};

export const LinkNotValid: Story = {
  name: 'Link not valid',
  args: { path: '/check-in-check-out/individual/not-a-real-activity-0000' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.linkNotValidTitle)).toBeVisible();
  },
};

export const SomethingWentWrong: Story = {
  name: 'Link cannot be read (something went wrong)',
  args: { options: { activityFails: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: messages.generic.oopsTitle })).toBeVisible();
    await expect(canvas.getByText(messages.generic.refreshThisPage)).toBeVisible();
  },
};

export const OrgIdentify: Story = {
  name: 'Organisation: code and PIN',
  args: { path: ORG },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Organisation check-in' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Organisation code/ })).toBeVisible();
  },
};

export const OrgRetry: Story = {
  name: 'Organisation: wrong PIN',
  args: { path: ORG },
  play: async ({ canvasElement }) => {
    await identify(canvasElement, 'HOPE24', '1111');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(text.orgNotMatched);
    await pendingAnnouncementGone(canvasElement);
  },
};

export const OrgToCheckIn: Story = {
  name: 'Organisation: ready to check in, with headcount',
  args: { path: ORG },
  play: async ({ canvasElement }) => {
    await identify(canvasElement, 'hope24', '5432');
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.checkIn }));
    await expect(await canvas.findByText(text.headcountInvalid)).toBeVisible();
    await pendingAnnouncementGone(canvasElement);
  },
};

export const OrgCheckedIn: Story = {
  name: 'Organisation: checked in',
  args: { path: ORG },
  play: async ({ canvasElement }) => {
    await identify(canvasElement, 'HOPE24', '5432');
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: new RegExp(text.headcount) }), '12');
    await userEvent.click(canvas.getByRole('button', { name: text.checkIn }));
    await expect(await canvas.findByRole('heading', { name: text.checkedInTitle })).toBeVisible();
    await expect(canvas.getByText('12')).toBeVisible();
    await pendingAnnouncementGone(canvasElement);
  },
};

export const OrgCheckOutSuccessDesktop: Story = {
  name: 'Organisation: checked out, desktop',
  args: { path: ORG, options: { status: 'ATTENDED' } },
  globals: desktop,
  play: async ({ canvasElement }) => {
    await identify(canvasElement, 'HOPE24', '5432');
    await expect(
      await within(canvasElement).findByRole('heading', { name: text.checkOutSuccessTitle }),
    ).toBeVisible();
    await pendingAnnouncementGone(canvasElement);
  },
};
