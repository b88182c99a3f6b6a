import { messages, RELATIONSHIP_LABELS, RELATIONSHIPS } from '@careportal/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const OPTIONS = [
  { value: 'SPOUSE', label: 'Spouse' },
  { value: 'CHILD', label: 'Child' },
  { value: 'FRIEND', label: 'Friend' },
] as const;
type Option = (typeof OPTIONS)[number]['value'];

function Controlled({ onChange }: { onChange: (value: Option | null) => void }) {
  const [value, setValue] = useState<Option | null>(null);
  return (
    <Select<Option>
      label="Relationship"
      options={OPTIONS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('Select', () => {
  it('resolves its label, placeholder, description and error through ARIA', () => {
    render(
      <Select
        label="Relationship"
        options={OPTIONS}
        description="How you are related"
        errorMessage={messages.validation.relationshipRequired}
        isRequired
      />,
    );
    const trigger = screen.getByRole('button', { name: /Relationship/ });
    expect(trigger).toHaveTextContent('Select');
    expect(trigger).toHaveAccessibleDescription(/How you are related/);
    expect(trigger).toHaveAccessibleDescription(/Relationship is required/);
    expect(trigger.closest('[data-invalid]')).not.toBeNull();
  });

  it('opens and chooses an option by keyboard alone', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onChange={onChange} />);
    await user.tab();
    const trigger = screen.getByRole('button', { name: /Relationship/ });
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Spouse', 'Child', 'Friend']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('CHILD');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('Child');
    // react-aria hands focus back to the trigger on the frame after the popover closes.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('does not offer disabled values', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Select label="Relationship" options={OPTIONS} disabledValues={['CHILD']} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Relationship/ }));
    expect(screen.getByRole('option', { name: 'Child' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Child' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('calls onBlur only when focus leaves with the list closed', async () => {
    const onBlur = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <Select label="Relationship" options={OPTIONS} onBlur={onBlur} />
        <button type="button">Next</button>
      </>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(onBlur).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.getByRole('button', { name: /Relationship/ })).toHaveFocus();
    });
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('keeps its choice when read only', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Select label="Relationship" options={OPTIONS} defaultValue="SPOUSE" isReadOnly onChange={onChange} />,
    );
    const trigger = screen.getByRole('button', { name: /Relationship/ });
    await user.click(trigger);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}f');
    expect(onChange).not.toHaveBeenCalled();
    expect(trigger).toHaveTextContent('Spouse');
  });

  it('works with the domain option lists', () => {
    const options = RELATIONSHIPS.map((value) => ({ value, label: RELATIONSHIP_LABELS[value] }));
    render(<Select label="Relationship" options={options} defaultValue={RELATIONSHIPS[0]} />);
    expect(screen.getByRole('button', { name: /Relationship/ })).toHaveTextContent(
      RELATIONSHIP_LABELS[RELATIONSHIPS[0]],
    );
  });
});
