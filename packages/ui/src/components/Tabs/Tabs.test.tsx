import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'upcoming', label: 'Upcoming', content: 'No upcoming sessions' },
  { id: 'completed', label: 'Completed', content: '3 completed sessions' },
  { id: 'cancelled', label: 'Cancelled', content: '1 cancelled session' },
] as const;

describe('Tabs', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('names the tab list and links each tab to its panel', () => {
    render(<Tabs aria-label="Sessions" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Sessions' })).toBeInTheDocument();
    const selected = screen.getByRole('tab', { name: 'Upcoming' });
    expect(selected).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Upcoming' })).toHaveTextContent('No upcoming sessions');
  });

  it('can take a visible label', () => {
    render(<Tabs label="Appointments" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Appointments' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const onSelectionChange = vi.fn();
    const user = userEvent.setup();
    render(<Tabs aria-label="Sessions" tabs={tabs} onSelectionChange={onSelectionChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveFocus();
    expect(onSelectionChange).toHaveBeenLastCalledWith('completed');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('3 completed sessions');
    await user.keyboard('{End}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('cancelled');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveFocus();
  });

  it('follows a controlled selection', () => {
    render(<Tabs aria-label="Sessions" tabs={tabs} selectedKey="cancelled" />);
    expect(screen.getByRole('tab', { name: 'Cancelled' })).toHaveAttribute('aria-selected', 'true');
  });

  it('marks a row of tabs wider than its place with an arrow that neither the Tab key nor a screen reader meets', () => {
    // jsdom lays nothing out: the row is given a place half as wide as its tabs.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    const { container } = render(<Tabs aria-label="Sessions" tabs={tabs} />);
    const arrows = container.querySelectorAll('button');
    expect(arrows).toHaveLength(1);
    expect(arrows[0]).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
  });

  it('shows no arrow where every tab fits', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    const { container } = render(<Tabs aria-label="Sessions" tabs={tabs} />);
    expect(container.querySelectorAll('button')).toHaveLength(0);
  });
});
