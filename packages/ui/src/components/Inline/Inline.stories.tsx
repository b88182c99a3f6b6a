import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { computedGapOf, horizontalGapsOf, linesOf, Sample } from '../../test/layoutSamples';
import { rem, SPACE_SCALE, sprinkles, vars } from '../../theme';
import { Button } from '../Button';
import { Icon, MailIcon } from '../Icon';
import { Link } from '../Link';
import { Stack } from '../Stack';
import { INLINE_ALIGN_YS, INLINE_ALIGNS, Inline } from './Inline';

const title = sprinkles({ fontWeight: 'bold', marginTop: 'none', marginBottom: 'none' });
/** A frame that shows the row's own edges, so where its children sit along and across it shows. */
const frame = {
  border: `${vars.size.borderWidth} dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.xs,
};
/** A phone's width (an iPhone's 390 px), for the wrapping stories. */
const phone = { ...frame, width: rem(390), boxSizing: 'content-box' } as const;
const times = ['9:00 am', '9:30 am', '10:00 am', '10:30 am', '11:00 am', '2:00 pm', '2:30 pm', '3:00 pm'];

/** Every gap between the row's children (on one line) is the theme's gap for it, and the gap is returned. */
async function expectSpacedByItsGap(row: Element): Promise<number> {
  const gap = computedGapOf(row);
  for (const measured of horizontalGapsOf(row)) await expect(measured).toBeCloseTo(gap, 0);
  return gap;
}

/** Every child of `row` is inside it: nothing runs off its end. */
async function expectNothingOverflows(row: Element) {
  const { left, right } = row.getBoundingClientRect();
  for (const child of row.children) {
    const box = child.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(left - 0.5);
    await expect(box.right).toBeLessThanOrEqual(right + 0.5);
  }
}

/** The first and last child's boxes of the row named `name`, and the row's own. */
function boxesOf(canvasElement: HTMLElement, name: string) {
  const row = within(canvasElement).getByRole('group', { name });
  const [first, last] = [row.firstElementChild, row.lastElementChild].map((child) =>
    (child ?? row).getBoundingClientRect(),
  );
  return { row: row.getBoundingClientRect(), first: first ?? new DOMRect(), last: last ?? new DOMRect() };
}

/** A form's actions: the main one, a second one and a link, as the portal's pages end. */
function Actions() {
  return (
    <Inline space="sm" alignY="center" role="group" aria-label="Actions">
      <Button>Save and continue</Button>
      <Button variant="secondary">Save as draft</Button>
      <Link href="/profile">Back to My Profile</Link>
    </Inline>
  );
}

/** A day's times to choose from, in a phone-wide frame. */
function Times() {
  return (
    <div style={phone}>
      <Inline space="md" role="group" aria-label="Times">
        {times.map((time) => (
          <Button key={time} variant="secondary">
            {time}
          </Button>
        ))}
      </Inline>
    </div>
  );
}

/** One row per step of the space scale, named by its step. */
function SpaceSteps() {
  return (
    <Stack space="md">
      {SPACE_SCALE.map((space) => (
        <Stack key={space} space="xxs">
          <p id={`space-${space}`} className={title}>
            {space}
          </p>
          <Inline space={space} role="group" aria-labelledby={`space-${space}`}>
            {['First', 'Second', 'Third'].map((part) => (
              <Sample key={part}>{part}</Sample>
            ))}
          </Inline>
        </Stack>
      ))}
    </Stack>
  );
}

/** A labelled, framed row for each value of an alignment. */
function Rows<T extends string>({
  values,
  row,
}: {
  values: readonly T[];
  row: (value: T, labelId: string) => ReactNode;
}) {
  return (
    <Stack space="md">
      {values.map((value, index) => (
        <Stack key={value} space="xxs">
          <p id={`row-${String(index)}`} className={title}>
            {value}
          </p>
          <div style={frame}>{row(value, `row-${String(index)}`)}</div>
        </Stack>
      ))}
    </Stack>
  );
}

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    space: 'sm',
    alignY: 'center',
    role: 'group',
    'aria-label': 'Actions',
    children: [
      <Button key="save">Save</Button>,
      <Button key="cancel" variant="secondary">
        Cancel
      </Button>,
    ],
  },
  argTypes: {
    space: { control: 'select', options: SPACE_SCALE },
    align: { control: 'select', options: INLINE_ALIGNS },
    alignY: { control: 'select', options: INLINE_ALIGN_YS },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <Actions />,
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('group', { name: 'Actions' });
    await expect(linesOf(row)).toBe(1);
    await expect(await expectSpacedByItsGap(row)).toBeGreaterThan(0);
  },
};

export const EverySpace: Story = {
  name: 'Every space',
  render: () => <SpaceSteps />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gaps: number[] = [];
    for (const space of SPACE_SCALE) {
      gaps.push(await expectSpacedByItsGap(canvas.getByRole('group', { name: space })));
    }
    await expect(gaps[0]).toBe(0);
    for (let index = 1; index < gaps.length; index += 1) {
      await expect(gaps[index]).toBeGreaterThan(gaps[index - 1] ?? 0);
    }
  },
};

export const AlignedAlongTheRow: Story = {
  name: 'Aligned along the row',
  render: () => (
    <Rows
      values={INLINE_ALIGNS}
      row={(align, labelId) => (
        <Inline space="sm" align={align} role="group" aria-labelledby={labelId}>
          <Sample>First</Sample>
          <Sample>Second</Sample>
        </Inline>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const left = boxesOf(canvasElement, 'left');
    await expect(left.first.left).toBeCloseTo(left.row.left, 0);
    const right = boxesOf(canvasElement, 'right');
    await expect(right.last.right).toBeCloseTo(right.row.right, 0);
    const center = boxesOf(canvasElement, 'center');
    await expect(center.first.left - center.row.left).toBeCloseTo(center.row.right - center.last.right, 0);
    const spread = boxesOf(canvasElement, 'spaceBetween');
    await expect(spread.first.left).toBeCloseTo(spread.row.left, 0);
    await expect(spread.last.right).toBeCloseTo(spread.row.right, 0);
  },
};

export const AlignedAcrossTheRow: Story = {
  name: 'Aligned across the row',
  render: () => (
    <Rows
      values={['stretch (unset)', ...INLINE_ALIGN_YS]}
      row={(alignY, labelId) => (
        <Inline
          space="sm"
          alignY={alignY === 'stretch (unset)' ? undefined : alignY}
          role="group"
          aria-labelledby={labelId}
        >
          <Sample tall>Two lines high</Sample>
          <Sample>One line</Sample>
        </Inline>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const stretch = boxesOf(canvasElement, 'stretch (unset)');
    await expect(stretch.last.height).toBeCloseTo(stretch.first.height, 0);
    const top = boxesOf(canvasElement, 'top');
    await expect(top.last.top).toBeCloseTo(top.first.top, 0);
    await expect(top.last.height).toBeLessThan(top.first.height);
    const center = boxesOf(canvasElement, 'center');
    await expect(center.last.top + center.last.height / 2).toBeCloseTo(
      center.first.top + center.first.height / 2,
      0,
    );
    const bottom = boxesOf(canvasElement, 'bottom');
    await expect(bottom.last.bottom).toBeCloseTo(bottom.first.bottom, 0);
    // Same type and padding: their first lines' baselines meet where their tops do.
    const baseline = boxesOf(canvasElement, 'baseline');
    await expect(baseline.last.top).toBeCloseTo(baseline.first.top, 0);
  },
};

export const WrappingAt390: Story = {
  name: 'Wrapping at 390 px',
  render: () => (
    <Stack space="lg">
      <div style={phone}>
        <Actions />
      </div>
      <Times />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Actions', 'Times']) {
      const row = canvas.getByRole('group', { name });
      await expect(linesOf(row)).toBeGreaterThan(1);
      await expectNothingOverflows(row);
    }
    // Lines of a wrapped row are as far apart as its children are.
    const timesRow = canvas.getByRole('group', { name: 'Times' });
    const [first, second] = [...timesRow.children].map((child) => child.getBoundingClientRect());
    const nextLine = [...timesRow.children]
      .map((child) => child.getBoundingClientRect())
      .find((box) => box.top > (first?.bottom ?? 0));
    await expect((nextLine?.top ?? 0) - (first?.bottom ?? 0)).toBeCloseTo(computedGapOf(timesRow), 0);
    await expect((second?.left ?? 0) - (first?.right ?? 0)).toBeCloseTo(computedGapOf(timesRow), 0);
  },
};

export const NotWrapping: Story = {
  name: 'Not wrapping',
  render: () => (
    <div style={phone}>
      <Inline space="sm" alignY="center" wrap={false} role="group" aria-label="Email note">
        <Icon icon={MailIcon} size="small" tone="primary" />
        <span>We send the eGIRO application form to your email address within two working days.</span>
      </Inline>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('group', { name: 'Email note' });
    // The icon stays beside the text, which runs on over lines of its own.
    await expect(linesOf(row)).toBe(1);
    const text = document.createRange();
    text.selectNodeContents(row.lastElementChild ?? row);
    const textLines = new Set([...text.getClientRects()].map((line) => Math.round(line.top)));
    await expect(textLines.size).toBeGreaterThan(1);
    await expectNothingOverflows(row);
  },
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  globals: { theme: 'senior' },
  render: () => (
    <Stack space="lg">
      <Actions />
      <Times />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectSpacedByItsGap(canvas.getByRole('group', { name: 'Actions' }));
    await expectNothingOverflows(canvas.getByRole('group', { name: 'Times' }));
  },
};

export const Nested: Story = {
  render: () => (
    <Inline space="lg" align="spaceBetween" alignY="bottom" role="group" aria-label="Invoices toolbar">
      <Stack space="xxs">
        <p className={title}>Invoices</p>
        <p className={sprinkles({ color: 'muted', marginTop: 'none', marginBottom: 'none' })}>
          12 invoices this year
        </p>
      </Stack>
      <Inline space="sm" alignY="center" role="group" aria-label="Actions">
        <Button variant="secondary">Download all</Button>
        <Link href="/payment-history">Payment history</Link>
      </Inline>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toolbar = canvas.getByRole('group', { name: 'Invoices toolbar' });
    const actions = canvas.getByRole('group', { name: 'Actions' });
    await expect(actions.getBoundingClientRect().right).toBeCloseTo(toolbar.getBoundingClientRect().right, 0);
    await expect(actions.getBoundingClientRect().bottom).toBeCloseTo(
      toolbar.getBoundingClientRect().bottom,
      0,
    );
    await expectSpacedByItsGap(actions);
  },
};

export const AsAList: Story = {
  name: 'As a list',
  render: () => (
    <Inline
      as="ul"
      space="md"
      alignY="center"
      aria-label="Times"
      className={sprinkles({ paddingLeft: 'none' })}
    >
      {times.slice(0, 4).map((time) => (
        <li key={time} className={sprinkles({ display: 'flex' })}>
          <Button variant="secondary">{time}</Button>
        </li>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Times' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expectSpacedByItsGap(list);
  },
};
