import { messages } from '@careportal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RadioGroup } from '../RadioGroup';
import { TextField } from '../TextField';
import { ErrorSummary } from './ErrorSummary';

const v = messages.validation;

describe('ErrorSummary', () => {
  it('shows nothing without problems', () => {
    render(<ErrorSummary problems={[]} focusKey={1} />);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('takes focus on each new press, and its links move focus to the fields, even inside a group', async () => {
    function Step() {
      const [presses, setPresses] = useState(0);
      return (
        <>
          <ErrorSummary
            focusKey={presses === 0 ? undefined : presses}
            problems={
              presses === 0
                ? []
                : [
                    { message: v.nameRequired, fieldId: 'name' },
                    { message: v.genderRequired, fieldId: 'gender' },
                  ]
            }
          />
          <TextField id="name" label="Full name" />
          <div id="gender">
            <RadioGroup<string>
              label="Gender"
              options={[
                { value: 'M', label: 'Male' },
                { value: 'F', label: 'Female' },
              ]}
              value={null}
              onChange={() => undefined}
            />
          </div>
          <button
            type="button"
            onClick={() => {
              setPresses((count) => count + 1);
            }}
          >
            Next
          </button>
        </>
      );
    }
    render(<Step />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const summary = screen.getByRole('group', { name: v.problemSummaryTitle });
    expect(summary).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: v.genderRequired }));
    expect(screen.getByRole('radio', { name: 'Male' })).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: v.nameRequired }));
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(summary).toHaveFocus();
  });

  it('does not take focus without a focus key', () => {
    render(<ErrorSummary problems={[{ message: v.nameRequired }]} />);
    expect(screen.getByRole('group')).not.toHaveFocus();
  });
});
