import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UsersIcon } from '../Icon';
import { SectionHeading } from './SectionHeading';

describe('SectionHeading', () => {
  it('is a heading named by its words alone, its icon hidden from screen readers', () => {
    render(
      <SectionHeading icon={UsersIcon} id="loved-ones">
        Loved ones
      </SectionHeading>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Loved ones' });
    expect(heading).toHaveAttribute('id', 'loved-ones');
    expect(heading.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes level 3, and works without an icon', () => {
    render(<SectionHeading level={3}>Addresses</SectionHeading>);
    const heading = screen.getByRole('heading', { level: 3, name: 'Addresses' });
    expect(heading.querySelector('svg')).toBeNull();
  });
});
