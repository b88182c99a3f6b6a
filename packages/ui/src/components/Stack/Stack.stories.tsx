import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { computedGapOf, Sample, verticalGapsOf } from '../../test/layoutSamples';
import { SPACE_SCALE, sprinkles } from '../../theme';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { Link } from '../Link';
import { TextField } from '../TextField';
import { Stack } from './Stack';

const flush = sprinkles({ marginTop: 'none', marginBottom: 'none' });
const title = sprinkles({ fontSize: 'lg', fontWeight: 'bold', marginTop: 'none', marginBottom: 'none' });

/** Every gap between the stack's children is the theme's gap for it, and the gap is returned. */
async function expectSpacedByItsGap(stack: Element): Promise<number> {
  const gap = computedGapOf(stack);
  for (const measured of verticalGapsOf(stack)) await expect(measured).toBeCloseTo(gap, 0);
  return gap;
}

/** Each step's stack, smallest first: each spaced by its own gap, each gap larger than the one before. */
async function expectEveryStepLargerThanTheLast(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const gaps: number[] = [];
  for (const space of SPACE_SCALE) {
    const stack = canvas.getByRole('group', { name: space });
    gaps.push(await expectSpacedByItsGap(stack));
  }
  await expect(gaps[0]).toBe(0);
  for (let index = 1; index < gaps.length; index += 1) {
    await expect(gaps[index]).toBeGreaterThan(gaps[index - 1] ?? 0);
  }
}

/** One stack per step of the space scale, side by side and named by their step. */
function SpaceSteps() {
  return (
    <Inline space="lg" alignY="top">
      {SPACE_SCALE.map((space) => (
        <Stack key={space} space="xs">
          <p id={`space-${space}`} className={title}>
            {space}
          </p>
          <Stack space={space} role="group" aria-labelledby={`space-${space}`}>
            {['First', 'Second', 'Third'].map((part) => (
              <Sample key={part}>{part}</Sample>
            ))}
          </Stack>
        </Stack>
      ))}
    </Inline>
  );
}

/** A page of two sections, each a stack with its heading, its text and a row of actions. */
function Page() {
  return (
    <Stack space="xl">
      <Stack as="section" space="md" aria-labelledby="addresses">
        <h2 id="addresses" className={title}>
          Addresses
        </h2>
        <p className={flush}>Where we send letters and where the care takes place.</p>
        <Stack space="sm">
          <Sample>Blk 640 Rowell Road, #05-12 Rowell Court, Singapore 200640</Sample>
          <Sample>Blk 10 Jurong West Street 91, #03-45, Singapore 640010</Sample>
        </Stack>
        <Inline space="sm" alignY="center">
          <Button variant="secondary">Add address</Button>
          <Link href="/profile">Back to My Profile</Link>
        </Inline>
      </Stack>
      <Stack as="section" space="md" aria-labelledby="contacts">
        <h2 id="contacts" className={title}>
          Emergency contacts
        </h2>
        <p className={flush}>Whom we call if something happens during a session.</p>
        <Inline space="sm" alignY="center">
          <Button variant="secondary">Add contact</Button>
        </Inline>
      </Stack>
    </Stack>
  );
}

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    space: 'md',
    role: 'group',
    'aria-label': 'Parts',
    children: ['First', 'Second', 'Third'].map((part) => <Sample key={part}>{part}</Sample>),
  },
  argTypes: { space: { control: 'select', options: SPACE_SCALE } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByRole('group', { name: 'Parts' });
    await expect(verticalGapsOf(stack)).toHaveLength(2);
    await expect(await expectSpacedByItsGap(stack)).toBeGreaterThan(0);
  },
};

export const EverySpace: Story = {
  name: 'Every space',
  render: () => <SpaceSteps />,
  play: async ({ canvasElement }) => {
    await expectEveryStepLargerThanTheLast(canvasElement);
  },
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  globals: { theme: 'senior' },
  render: () => <SpaceSteps />,
  play: async ({ canvasElement }) => {
    await expectEveryStepLargerThanTheLast(canvasElement);
  },
};

export const AsAList: Story = {
  name: 'As a list',
  render: () => (
    <Stack as="ul" space="xs" aria-label="What happens next">
      <li>We confirm your slot by email.</li>
      <li>You get a reminder the day before.</li>
      <li>Come 10 minutes early to register at the counter.</li>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'What happens next' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expectSpacedByItsGap(list);
  },
};

/** Items of one list, each several lines, told apart by a rule instead of a frame each (a service's bookings). */
export const WithDividers: Story = {
  name: 'With dividers',
  render: () => (
    <Stack as="ul" space="md" dividers aria-label="Upcoming sessions">
      {['Session 8 of 12', 'Session 9 of 12', 'Session 10 of 12'].map((session) => (
        <Stack as="li" key={session} space="xxs">
          <strong>{session}</strong>
          <span>Bukit Batok West Active Ageing Hub</span>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Upcoming sessions' });
    const items = within(list)
      .getAllByText(/^Session/)
      .map((title) => title.parentElement ?? title);
    const gap = computedGapOf(list);
    // A rule above every item but the first, with the stack's space above and below it.
    await expect(items.map((item) => getComputedStyle(item).borderTopStyle)).toEqual([
      'none',
      'solid',
      'solid',
    ]);
    for (const item of items.slice(1)) {
      await expect(Number.parseFloat(getComputedStyle(item).paddingTop)).toBeCloseTo(gap, 0);
    }
  },
};

const onSearch = fn().mockName('onSearch');

export const AsAForm: Story = {
  name: 'As a form',
  render: () => (
    <Stack
      as="form"
      space="sm"
      role="search"
      aria-label="Search help"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(new FormData(event.currentTarget).get('query'));
      }}
    >
      <TextField label="Search help" name="query" />
      <Inline space="sm" alignY="center">
        <Button type="submit">Search</Button>
      </Inline>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    onSearch.mockClear();
    const canvas = within(canvasElement);
    const form = canvas.getByRole('search', { name: 'Search help' });
    await expectSpacedByItsGap(form);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search help' }), 'eGIRO{Enter}');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('eGIRO'));
  },
};

export const Nested: Story = {
  render: () => <Page />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const addresses = canvas.getByRole('region', { name: 'Addresses' });
    await expect(canvas.getByRole('region', { name: 'Emergency contacts' })).toBeVisible();
    await expectSpacedByItsGap(addresses);
    // The page's sections are further apart than a section's own parts.
    const page = addresses.parentElement ?? canvasElement;
    await expect(await expectSpacedByItsGap(page)).toBeGreaterThan(computedGapOf(addresses));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <Page />,
  play: async ({ canvasElement }) => {
    const addresses = within(canvasElement).getByRole('region', { name: 'Addresses' });
    // The stack is as wide as its column: every part fills it.
    const width = addresses.getBoundingClientRect().width;
    for (const part of addresses.children) {
      await expect(part.getBoundingClientRect().width).toBeCloseTo(width, 0);
    }
  },
};
