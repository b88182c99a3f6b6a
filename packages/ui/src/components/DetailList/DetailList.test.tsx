import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DetailList } from './DetailList';

const items = [
  { label: 'Relationship', value: 'Child' },
  { label: 'Mobile number', value: '+65 91234567' },
  { label: 'Email', value: <a href="mailto:meiling.tan@example.sg">meiling.tan@example.sg</a> },
];

describe('DetailList', () => {
  it('reads each label as a term followed by its value as the definition, in order', () => {
    render(<DetailList items={items} />);
    const terms = screen.getAllByRole('term');
    const definitions = screen.getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['Relationship', 'Mobile number', 'Email']);
    expect(definitions.map((definition) => definition.textContent)).toEqual([
      'Child',
      '+65 91234567',
      'meiling.tan@example.sg',
    ]);
    expect(screen.getByRole('link', { name: 'meiling.tan@example.sg' }).closest('dd')).toBe(definitions[2]);
    terms.forEach((term, index) => {
      expect(term.nextElementSibling).toBe(definitions[index]);
    });
  });

  it('keeps each value with its own label when items are reordered, keyed by id or else label', () => {
    const { rerender } = render(
      <DetailList
        items={[
          { id: 'home', label: 'Number', value: '+65 64567890' },
          { id: 'mobile', label: 'Number', value: '+65 91234567' },
        ]}
      />,
    );
    const [home, mobile] = screen.getAllByRole('definition');
    rerender(
      <DetailList
        items={[
          { id: 'mobile', label: 'Number', value: '+65 91234567' },
          { id: 'home', label: 'Number', value: '+65 64567890' },
        ]}
      />,
    );
    // The same elements, moved rather than rewritten.
    expect(screen.getAllByRole('definition')).toEqual([mobile, home]);

    rerender(<DetailList items={items} />);
    const email = screen.getAllByRole('definition')[2];
    rerender(<DetailList items={[...items].reverse()} />);
    expect(screen.getAllByRole('definition')[0]).toBe(email);
  });

  it('renders nothing for an empty list, not an empty description list', () => {
    const { container } = render(<DetailList items={[]} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });
});
