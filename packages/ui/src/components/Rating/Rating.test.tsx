import { messages } from '@careportal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mouthBend, Rating, RATING_OPTION_LABELS, RATING_VALUES } from './Rating';

describe('Rating', () => {
  it('is a labelled radio group of six named options', () => {
    render(<Rating label="How satisfied are you?" />);
    expect(screen.getByRole('radiogroup', { name: 'How satisfied are you?' })).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(6);
    RATING_OPTION_LABELS.forEach((name, index) => {
      expect(radios[index]).toHaveAccessibleName(name);
    });
  });

  it('is chosen with the arrow keys', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState<number | null>(null);
      return (
        <Rating
          label="Rate the session"
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      );
    }
    render(<Controlled />);
    await user.tab();
    expect(screen.getByRole('radio', { name: RATING_OPTION_LABELS[0] })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('radio', { name: RATING_OPTION_LABELS[3] })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('takes translated option names', () => {
    const labels = ['1 非常不满意', '2 不满意', '3 有点不满意', '4 有点满意', '5 满意', '6 非常满意'];
    render(<Rating label="满意度" optionLabels={labels} defaultValue={5} />);
    expect(screen.getByRole('radio', { name: '5 满意' })).toBeChecked();
  });

  it('announces its error and is required', () => {
    render(<Rating label="Rate the session" isRequired errorMessage={messages.validation.ratingRequired} />);
    const group = screen.getByRole('radiogroup', { name: /Rate the session/ });
    expect(group).toHaveAccessibleDescription(messages.validation.ratingRequired);
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
  });

  it('cannot be changed when read only', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Rating label="Your rating" value={5} isReadOnly onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: RATING_OPTION_LABELS[1] }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: RATING_OPTION_LABELS[4] })).toBeChecked();
  });
});

describe('mouthBend', () => {
  const bends = RATING_VALUES.map((_, index) => mouthBend(index, RATING_VALUES.length));

  it('goes from a deep frown on 1 to a wide smile on 6, each face happier than the one before', () => {
    expect(bends.slice(0, 3).every((bend) => bend < 0)).toBe(true);
    expect(bends.slice(3).every((bend) => bend > 0)).toBe(true);
    for (let index = 1; index < bends.length; index += 1) {
      expect(bends[index]).toBeGreaterThan(bends[index - 1] ?? Number.POSITIVE_INFINITY);
    }
  });

  it('mirrors the frowns in the smiles, and the two middle faces still curve visibly', () => {
    expect(bends).toEqual(bends.map((_, index) => -(bends[bends.length - 1 - index] ?? 0)));
    expect(Math.abs(bends[2] ?? 0)).toBeGreaterThanOrEqual(1.5);
  });

  it('draws the middle face of an odd scale straight', () => {
    expect(mouthBend(2, 5)).toBe(0);
  });
});
