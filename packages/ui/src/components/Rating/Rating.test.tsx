import { messages } from '@careportal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Rating, RATING_OPTION_LABELS } from './Rating';

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
