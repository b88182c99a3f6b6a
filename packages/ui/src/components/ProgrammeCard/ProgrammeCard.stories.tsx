import { messages } from '@careportal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProgrammeCard, type ProgrammeCardProps } from './ProgrammeCard';
import {
  CENTRES,
  EMPTY,
  FILLED,
  GROUPS,
  OFFERS,
  PACKAGE_DESCRIPTION,
  PRODUCTS,
} from '../../test/programmeCard';

/** The card as the page holds it: its value and expansion in state, so a designer can click through it. */
function StatefulProgrammeCard(props: ProgrammeCardProps) {
  const [value, setValue] = useState(props.value);
  const [isExpanded, setExpanded] = useState(props.isExpanded);
  return (
    <ProgrammeCard
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
      isExpanded={isExpanded}
      onExpandedChange={
        props.onExpandedChange
          ? (next) => {
              props.onExpandedChange?.(next);
              setExpanded(next);
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Forms/ProgrammeCard',
  component: ProgrammeCard,
  render: (args) => <StatefulProgrammeCard {...args} />,
  args: {
    index: 1,
    value: EMPTY,
    onChange: fn(),
    groups: GROUPS,
    products: PRODUCTS,
    offers: OFFERS,
    centres: CENTRES,
    packageDescription: PACKAGE_DESCRIPTION,
    isExpanded: true,
  },
} satisfies Meta<typeof ProgrammeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const byLabel = (canvasElement: HTMLElement, label: RegExp) =>
  within(canvasElement).getByRole('button', { name: label });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Programme 1' })).toBeVisible();
    await expect(byLabel(canvasElement, /Programme type$/)).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
  },
};

export const Choosing: Story = {
  name: 'Choosing (type chosen)',
  args: { value: { ...EMPTY, group: 'active-ageing' } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(byLabel(canvasElement, / Programme$/));
    await userEvent.click(await body.findByRole('option', { name: 'Circuit Training' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...EMPTY,
      group: 'active-ageing',
      product: 'circuit',
    });
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    const canvas = within(canvasElement);
    await expect(canvas.getByText(PACKAGE_DESCRIPTION)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /24 sessions/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...EMPTY,
      group: 'active-ageing',
      product: 'circuit',
      offer: 'intake-24',
    });
  },
};

export const LoadingProgrammes: Story = {
  name: 'Loading programmes',
  args: { value: { ...EMPTY, group: 'active-ageing' }, loading: { products: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the Programme choices');
    await expect(canvas.queryByRole('button', { name: / Programme$/ })).not.toBeInTheDocument();
  },
};

export const LoadingPackagesAndCentres: Story = {
  name: 'Loading packages and centres',
  args: {
    value: { ...EMPTY, group: 'active-ageing', product: 'circuit' },
    loading: { offers: true, centres: true },
  },
  play: async ({ canvasElement }) => {
    const statuses = within(canvasElement).getAllByRole('status');
    await expect(statuses.map((s) => s.textContent)).toEqual([
      'Loading the Package choices',
      'Loading the Centre choices',
    ]);
  },
};

export const Filled: Story = {
  args: { value: FILLED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /12 sessions/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Bukit Batok West/ })).toBeChecked();
  },
};

export const IneligibleProgramme: Story = {
  name: 'Ineligible programme',
  args: { value: { ...EMPTY, group: 'active-ageing' } },
  play: async ({ canvasElement, args }) => {
    const programme = byLabel(canvasElement, / Programme$/);
    await expect(programme).toHaveAccessibleDescription(
      'Gym Tonic: This programme is for seniors aged 60 and above.',
    );
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(programme);
    const option = await body.findByRole('option', { name: 'Gym Tonic' });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Incomplete: Story = {
  name: 'Error: incomplete',
  args: {
    value: { ...FILLED, offer: null, center: null },
    errorMessage: messages.validation.serviceSelectionIncomplete,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      messages.validation.serviceSelectionIncomplete,
    );
  },
};

export const Collapsed: Story = {
  name: 'Collapsed summary',
  args: { index: 2, value: FILLED, isExpanded: false, onExpandedChange: fn(), onRemove: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Active Ageing, Circuit Training, 12 sessions, Active Ageing Hub (Bukit Batok West)'),
    ).toBeVisible();
    const edit = canvas.getByRole('button', { name: 'Edit programme 2' });
    await expect(edit).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Remove programme 2' })).toBeVisible();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const ExpandAndCollapse: Story = {
  name: 'One of several (expand and collapse)',
  args: { index: 2, value: FILLED, isExpanded: false, onExpandedChange: fn(), onRemove: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit programme 2' }));
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
    const hide = canvas.getByRole('button', { name: 'Hide programme 2' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(byLabel(canvasElement, /Programme type$/)).toBeVisible();
  },
};

export const CollapsedNothingChosen: Story = {
  name: 'Collapsed, nothing chosen',
  args: { index: 3, value: EMPTY, isExpanded: false, onExpandedChange: fn(), onRemove: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.registration.programmeNothingChosen)).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { index: 2, value: FILLED, isExpanded: true, onExpandedChange: fn(), onRemove: fn() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const SeniorMode: Story = {
  name: 'Senior mode',
  args: { value: { ...FILLED, offer: null } },
  globals: { theme: 'senior' },
};
