import { messages } from '@careportal/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ProgrammeCard, type ProgrammeCardProps, type ProgrammeCardValue } from './ProgrammeCard';
import {
  CENTRES,
  EMPTY,
  FILLED,
  GROUPS,
  OFFERS,
  PACKAGE_DESCRIPTION,
  PRODUCTS,
} from '../../test/programmeCard';

const r = messages.registration;

/** The card as a page holds it: the value in state, every change recorded. */
function Harness(
  props: Partial<ProgrammeCardProps> & {
    initial?: ProgrammeCardValue;
    record?: (v: ProgrammeCardValue) => void;
  },
) {
  const { initial = EMPTY, record, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <ProgrammeCard
      index={1}
      groups={GROUPS}
      products={PRODUCTS}
      offers={OFFERS}
      centres={CENTRES}
      packageDescription={PACKAGE_DESCRIPTION}
      isExpanded
      {...rest}
      value={value}
      onChange={(next) => {
        record?.(next);
        setValue(next);
      }}
    />
  );
}

async function choose(trigger: HTMLElement, option: string) {
  await userEvent.click(trigger);
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => {
    expect(screen.queryByRole('listbox')).toBeNull();
  });
}

describe('ProgrammeCard', () => {
  it('is headed by its number and shows each field once the one before it is chosen', async () => {
    const record = vi.fn();
    render(<Harness record={record} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Programme 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Programme type$/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: / Programme$/ })).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();

    await choose(screen.getByRole('button', { name: /Programme type$/ }), 'Active Ageing');
    expect(record).toHaveBeenLastCalledWith({ ...EMPTY, group: 'active-ageing' });
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByText(PACKAGE_DESCRIPTION)).toBeNull();

    await choose(screen.getByRole('button', { name: / Programme$/ }), 'Circuit Training');
    expect(record).toHaveBeenLastCalledWith({ ...EMPTY, group: 'active-ageing', product: 'circuit' });
    expect(screen.getByText(PACKAGE_DESCRIPTION)).toBeVisible();

    const packages = screen.getByRole('radiogroup', { name: /^Package/ });
    await userEvent.click(within(packages).getByRole('radio', { name: /12 sessions/ }));
    expect(within(packages).getByRole('radio', { name: /12 sessions/ })).toHaveAccessibleDescription(
      'S$120.00',
    );
    const centres = screen.getByRole('radiogroup', { name: /^Centre/ });
    await userEvent.click(within(centres).getByRole('radio', { name: /Bukit Batok West/ }));
    expect(record).toHaveBeenLastCalledWith(FILLED);
  });

  it('clears product, package and centre when the type changes, and package and centre when the programme does', async () => {
    const record = vi.fn();
    render(<Harness record={record} initial={FILLED} />);
    await choose(screen.getByRole('button', { name: / Programme$/ }), 'Functional Strength Training');
    expect(record).toHaveBeenLastCalledWith({ ...FILLED, product: 'strength', offer: null, center: null });
    await choose(screen.getByRole('button', { name: /Programme type$/ }), 'Home Care');
    expect(record).toHaveBeenLastCalledWith({ ...EMPTY, group: 'home-care' });
  });

  it('lists an ineligible programme, which cannot be chosen, with its reason under the field', async () => {
    const record = vi.fn();
    render(<Harness record={record} initial={{ ...EMPTY, group: 'active-ageing' }} />);
    const programme = screen.getByRole('button', { name: / Programme$/ });
    expect(programme).toHaveAccessibleDescription(
      'Gym Tonic: This programme is for seniors aged 60 and above.',
    );
    await userEvent.click(programme);
    const option = await screen.findByRole('option', { name: 'Gym Tonic' });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(option);
    expect(record).not.toHaveBeenCalled();
  });

  it('shows a placeholder, announced as loading, while choices load', () => {
    render(
      <Harness
        initial={{ ...EMPTY, group: 'active-ageing', product: 'circuit' }}
        loading={{ offers: true, centres: true }}
      />,
    );
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
      'Loading the Package choices',
      'Loading the Centre choices',
    ]);
    expect(screen.getByText('Package')).toBeVisible();
  });

  it('announces its error', () => {
    render(<Harness errorMessage={messages.validation.serviceSelectionIncomplete} />);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.validation.serviceSelectionIncomplete);
  });

  it('collapses to a summary of its choices and expands again, when it may', async () => {
    const onExpandedChange = vi.fn();
    const { rerender } = render(
      <Harness initial={FILLED} isExpanded={false} onExpandedChange={onExpandedChange} />,
    );
    const edit = screen.getByRole('button', { name: 'Edit programme 1' });
    expect(edit).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.getByText('Active Ageing, Circuit Training, 12 sessions, Active Ageing Hub (Bukit Batok West)'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Programme type$/ })).toBeNull();
    await userEvent.click(edit);
    expect(onExpandedChange).toHaveBeenCalledWith(true);

    rerender(<Harness initial={FILLED} isExpanded onExpandedChange={onExpandedChange} />);
    const hide = screen.getByRole('button', { name: 'Hide programme 1' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Programme type$/ })).toBeInTheDocument();
    await userEvent.click(hide);
    expect(onExpandedChange).toHaveBeenLastCalledWith(false);
  });

  it('stays expanded without onExpandedChange (a single programme)', () => {
    render(<Harness initial={FILLED} isExpanded={false} />);
    expect(screen.queryByRole('button', { name: /programme 1/ })).toBeNull();
    expect(screen.getByRole('radiogroup', { name: /^Centre/ })).toBeInTheDocument();
  });

  it('offers Remove, named with its number', async () => {
    const onRemove = vi.fn();
    render(<Harness index={2} onRemove={onRemove} headingLevel={4} />);
    expect(screen.getByRole('heading', { level: 4, name: 'Programme 2' })).toBeInTheDocument();
    const remove = screen.getByRole('button', { name: 'Remove programme 2' });
    expect(remove).toHaveTextContent(r.removeProgramme);
    await userEvent.click(remove);
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});
