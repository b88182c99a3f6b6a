import { messages } from '@careportal/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonGroup } from './Skeleton';

describe('Skeleton', () => {
  it("tells screen readers 'Loading' and hides its shapes from them", () => {
    const { container } = render(<Skeleton lines={4} />);
    expect(screen.getByRole('status')).toHaveTextContent(messages.generic.loading);
    const shapes = container.querySelector('[aria-hidden="true"]');
    expect(shapes).not.toBeNull();
    expect(shapes?.querySelectorAll(':scope > span')).toHaveLength(4);
  });

  it('says its own label', () => {
    render(<Skeleton shape="card" label="Loading your appointments" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your appointments');
  });

  it('says it once for a group of placeholders', () => {
    render(
      <SkeletonGroup label="Loading your profile">
        <Skeleton shape="heading" />
        <Skeleton shape="card" />
        <Skeleton />
      </SkeletonGroup>,
    );
    const status = screen.getAllByRole('status');
    expect(status).toHaveLength(1);
    expect(status[0]).toHaveTextContent('Loading your profile');
  });
});
