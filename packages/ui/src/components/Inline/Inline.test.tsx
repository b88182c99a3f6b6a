import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SPACE_SCALE, sprinkles } from '../../theme';
import { Inline } from './Inline';

/** The classes of an element, as a set: their order does not change the CSS. */
const classesOf = (element: Element) => new Set(element.className.split(' '));
const classesOfMap = (className: string) => new Set(className.split(' '));

function renderInline(props: Omit<Parameters<typeof Inline>[0], 'children' | 'aria-label'>) {
  render(
    <Inline {...props} aria-label="Actions">
      <button type="button">Save</button>
      <button type="button">Cancel</button>
    </Inline>,
  );
  return screen.getByLabelText('Actions');
}

describe('Inline', () => {
  it.each(SPACE_SCALE)("is sprinkles' wrapping flex row with gap %s and nothing else", (space) => {
    const row = renderInline({ space });
    expect(row.tagName).toBe('DIV');
    expect(classesOf(row)).toEqual(
      classesOfMap(sprinkles({ display: 'flex', flexWrap: 'wrap', gap: space })),
    );
  });

  it("is the portal's row of actions: wrapping, centred across the row", () => {
    const row = renderInline({ space: 'sm', alignY: 'center' });
    expect(classesOf(row)).toEqual(
      classesOfMap(sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'center' })),
    );
  });

  it.each([
    ['left', 'top', 'flex-start', 'flex-start'],
    ['center', 'center', 'center', 'center'],
    ['right', 'bottom', 'flex-end', 'flex-end'],
    ['spaceBetween', 'baseline', 'space-between', 'baseline'],
  ] as const)(
    'aligns %s and %s as justifyContent %s and alignItems %s',
    (align, alignY, justifyContent, alignItems) => {
      const row = renderInline({ space: 'md', align, alignY });
      expect(classesOf(row)).toEqual(
        classesOfMap(sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'md', justifyContent, alignItems })),
      );
    },
  );

  it('stays on one line when told not to wrap, with no flexWrap class at all', () => {
    const row = renderInline({ space: 'sm', alignY: 'center', wrap: false });
    expect(classesOf(row)).toEqual(
      classesOfMap(sprinkles({ display: 'flex', gap: 'sm', alignItems: 'center' })),
    );
  });

  it('is a list of items, or a span inside running text, with the classes it is given after its own', () => {
    render(
      <>
        <Inline as="ul" space="xs" aria-label="Times">
          <li>9:00 am</li>
          <li>10:00 am</li>
        </Inline>
        <p>
          Reference{' '}
          <Inline as="span" space="sm" alignY="center" className={sprinkles({ color: 'muted' })} id="ref">
            PAY-2026-0042
          </Inline>
        </p>
      </>,
    );
    expect(within(screen.getByRole('list', { name: 'Times' })).getAllByRole('listitem')).toHaveLength(2);
    const span = document.getElementById('ref');
    expect(span?.tagName).toBe('SPAN');
    expect(classesOf(span ?? document.body)).toEqual(
      classesOfMap(
        sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'center', color: 'muted' }),
      ),
    );
  });
});
