import { messages, myServicesPageMessages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ServicesScreen } from '../../test/screens/ServicesScreen';
import { servicesData } from '../../features/services/fakes/sampleServices';
import { expectLoadError, expectLoading, findTabs } from '../../features/services/fakes/storyChecks';

const text = myServicesPageMessages;

const meta = {
  title: 'Screens/Appointments/List',
  component: ServicesScreen,
  args: { path: '/appointment-list', data: servicesData() },
} satisfies Meta<typeof ServicesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every service's appointments together, each naming its service. */
export const AllAppointments: Story = {
  name: 'All appointments',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'My appointments', level: 1 })).toBeVisible();
    const panel = await (await findTabs(canvasElement, text.appointmentTabs)).select('Upcoming');
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(panel).getByText(/Functional Strength Training/)).toBeVisible();
  },
};

export const AllSessionsForfeited: Story = {
  name: 'All sessions: Forfeited',
  play: async ({ canvasElement }) => {
    const panel = await (await findTabs(canvasElement, text.sessionTabs)).select('Forfeited');
    await expect(within(panel).getByText('Session 7 of 12')).toBeVisible();
  },
};

/** One service's sessions and appointments (/appointment-list/{termId}). */
export const OneService: Story = {
  name: 'One service',
  args: { path: '/appointment-list/svc-circuit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The sessions and appointments of Circuit Training.')).toBeVisible();
    await findTabs(canvasElement, 'Sessions of Circuit Training');
    await expect(canvas.getByRole('link', { name: 'Cancel Session 9 of 12 on 03/12/2026' })).toHaveAttribute(
      'href',
      '/session-cancel?sessionId=s-9&returnTo=%2Fappointment-list%2Fsvc-circuit',
    );
  },
};

export const NoAppointments: Story = {
  name: 'No appointments',
  args: { path: '/appointment-list/svc-daycare' },
  play: async ({ canvasElement }) => {
    const tabs = await findTabs(canvasElement, 'Sessions of Senior Day Care');
    await expect(within(await tabs.select('Upcoming')).getByText(messages.generic.noResults)).toBeVisible();
  },
};

/** A service that is not the person's. */
export const UnknownService: Story = {
  name: 'Unknown service',
  args: { path: '/appointment-list/svc-other' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(messages.catalogue.serviceNotValid)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { options: { bookingsHang: true } },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement);
  },
};

export const ServerError: Story = {
  name: 'Server error',
  args: { options: { servicesFail: true } },
  play: async ({ canvasElement }) => {
    await expectLoadError(canvasElement);
  },
};
