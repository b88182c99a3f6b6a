import { formatMessage, messages, showcasePageMessages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Session } from '../../auth/session';
import { copy } from '../../copy';
import { PortalScreen } from '../../test/screens/PortalScreen';
import {
  createFakeShowcaseApi,
  type FakeShowcaseApiOptions,
} from '../../features/catalogue/fakes/fakeShowcaseApi';
import {
  ALPHA_CIRCUIT_TRAINING,
  GYM_TONIC,
  SHOWCASE_IDS,
} from '../../features/catalogue/fakes/sampleShowcases';

const text = showcasePageMessages;
const mobile = { viewport: { value: 'mobile', isRotated: false } };

const visitor: Session = {
  status: 'signed-out',
  signIn: fn().mockName('signIn'),
  signOut: fn().mockName('signOut'),
};

interface ShowcaseScreenProps {
  path: string;
  options?: FakeShowcaseApiOptions;
}

/** A showcase page in the portal's frame, for a visitor, over an in-memory showcase API. */
function ShowcaseScreen({ path, options }: ShowcaseScreenProps) {
  const [api] = useState(() => createFakeShowcaseApi(options));
  return <PortalScreen path={path} api={api} session={visitor} />;
}

const meta = {
  title: 'Screens/Public/Showcase',
  component: ShowcaseScreen,
  args: { path: '/programmes/gym-tonic' },
  beforeEach: () => {
    localStorage.clear();
  },
} satisfies Meta<typeof ShowcaseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 5000 });

export const GymTonic: Story = {
  name: 'Gym Tonic',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'Gym Tonic')).toBeVisible();
    for (const figure of ['70%', '76%', '88%']) await expect(canvas.getByText(figure)).toBeVisible();
    await expect(canvas.getAllByText(/183 participants/)).toHaveLength(3);
    await expect(canvas.getAllByText('Mon, Wed and Fri')).toHaveLength(2);
  },
};

export const GymTonicPhone: Story = {
  name: 'Gym Tonic, phone',
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Gym Tonic')).toBeVisible();
  },
};

export const FunctionalStrengthTraining: Story = {
  name: 'Functional Strength Training',
  args: { path: '/programmes/functional-strength-training' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'Functional Strength Training')).toBeVisible();
    for (const figure of ['97%', '96%', '50%']) await expect(canvas.getByText(figure)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: text.regions.nw })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: text.regions.sw })).toBeVisible();
  },
};

export const FunctionalStrengthTrainingPhone: Story = {
  name: 'Functional Strength Training, phone',
  args: { path: '/programmes/functional-strength-training' },
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Functional Strength Training')).toBeVisible();
  },
};

/** Five locations in all four regions, bullet points, an image statistic and a FAQ with intro lines. */
export const CircuitTraining: Story = {
  name: 'Circuit Training',
  args: { path: '/programmes/circuit-training' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'Circuit Training')).toBeVisible();
    await expect(canvas.getByText('Build strength, balance and endurance').tagName).toBe('LI');
    await expect(canvas.getByText('Come in comfortable clothes and bring:')).toBeVisible();
    await expect(canvas.getByText('Covered shoes').tagName).toBe('LI');
    const map = canvas.getByRole('group', {
      name: formatMessage(text.mapLabel, { name: 'Circuit Training' }),
    });
    await expect(within(map).getAllByRole('button')).toHaveLength(5);
    await expect(
      canvas.getByText('Blk 440 Bukit Batok West Avenue 8, #01-300, Singapore 650440'),
    ).toBeVisible();
  },
};

export const CircuitTrainingPhone: Story = {
  name: 'Circuit Training, phone',
  args: { path: '/programmes/circuit-training' },
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Circuit Training')).toBeVisible();
  },
};

/** A location chosen from the map by keyboard: the marker and its list entry are both marked. */
export const MarkerSelected: Story = {
  name: 'Map: marker chosen by keyboard',
  args: { path: '/programmes/circuit-training' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Circuit Training');
    const marker = canvas.getByRole('button', { name: 'Day Centre (Bedok), South-east' });
    marker.focus();
    await userEvent.keyboard('{Enter}');
    await expect(marker).toHaveAttribute('aria-pressed', 'true');
    const list = canvas.getByRole('group', {
      name: formatMessage(text.locationListLabel, { name: 'Circuit Training' }),
    });
    await expect(within(list).getByRole('button', { name: /^Day Centre \(Bedok\)/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Loading: Story = {
  args: { options: { hangs: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.loading)).toBeVisible();
  },
};

export const ServerError: Story = {
  name: 'Server error',
  args: { options: { failWith: 500 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.generic.somethingWentWrong)).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.generic.retry })).toBeVisible();
  },
};

export const NoRuns: Story = {
  name: 'No runs open',
  args: { options: { showcases: [{ ...GYM_TONIC, nextRuns: [] }] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.noRuns)).toBeVisible();
  },
};

export const OneRun: Story = {
  name: 'One run',
  args: { path: '/programmes/functional-strength-training' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Functional Strength Training');
    await expect(canvas.getAllByText(text.trainingDays)).toHaveLength(1);
    await expect(canvas.getByText('Tue and Fri')).toBeVisible();
  },
};

/** The seed's ServiceType/{id}: the page reads the showcase by id and moves to its readable path. */
export const ById: Story = {
  name: 'ServiceType/{id}: moves to the readable path',
  args: { path: `/ServiceType/${SHOWCASE_IDS.tonic}` },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Gym Tonic')).toBeVisible();
  },
};

export const UnknownProgramme: Story = {
  name: 'Unknown programme: page not found',
  args: { path: '/programmes/yoga' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: messages.generic.notFoundTitle }),
    ).toBeVisible();
  },
};

export const UnknownId: Story = {
  name: 'Unknown ServiceType id: page not found',
  args: { path: '/ServiceType/00000000-0000-4000-8000-000000000000' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: messages.generic.notFoundTitle }),
    ).toBeVisible();
  },
};

/** The alpha content set: the first programme carries a QA suffix. */
export const AlphaContent: Story = {
  name: 'Alpha content: Circuit Training QA',
  args: {
    path: `/ServiceType/${SHOWCASE_IDS.alphaCircuit}`,
    options: { showcases: [ALPHA_CIRCUIT_TRAINING, GYM_TONIC] },
  },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Circuit Training QA')).toBeVisible();
  },
};

/** Back from the sign-in provider after Log Out: the home page says so, politely, above everything else. */
export const HomeAfterLogOut: Story = {
  name: 'Home: after Log Out',
  args: { path: '/?state=logged-out' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByText(messages.auth.loggedOut);
    await expect(notice.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: copy.titles.home })).toBeVisible();
  },
};

/** The visitor's home page links to the three showcases. */
export const HomeLinks: Story = {
  name: 'Home: links to the showcases',
  args: { path: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Circuit Training', 'Functional Strength Training', 'Gym Tonic']) {
      await waitFor(() =>
        expect(
          canvas.getByRole('link', { name: formatMessage(copy.home.programmeLink, { name }) }),
        ).toBeVisible(),
      );
    }
    await expect(
      canvas.getByRole('link', { name: formatMessage(copy.home.programmeLink, { name: 'Gym Tonic' }) }),
    ).toHaveAttribute('href', '/programmes/gym-tonic');
  },
};
