/**
 * An address as the portal and its legacy records hold it; every part is optional.
 * `street1` and `street2` are the legacy names of `street` (address line 1) and `building` (line 2).
 */
export interface DisplayAddress {
  block?: string | null;
  street?: string | null;
  street1?: string | null;
  street2?: string | null;
  building?: string | null;
  level?: string | null;
  unit?: string | null;
  postalCode?: string | null;
}

/** The postal lookup's placeholder for "no value". */
const NIL = 'NIL';

function part(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  return text.toUpperCase() === NIL ? '' : text;
}

/**
 * An address as display lines, in the specification's order (seed 001, "Address display format"):
 * `'Blk {block} {street}'`, then `'#{level}-{unit}'`, then the building, then `'Singapore {postalCode}'`.
 *
 * Parts are trimmed, and a part that is empty or `'NIL'` (any case) is left out; a line with nothing left is
 * omitted. Without a block the first line is the street alone (and `'Blk {block}'` without a street); with only
 * a level or only a unit the second line is `'#{level}'` or `'#{unit}'`. A non-empty `street` / `building`
 * wins over legacy `street1` / `street2`.
 *
 * @example formatAddressLines({ block: '640', street: 'Rowell Road', level: '05', unit: '12',
 *   building: 'Rowell Court', postalCode: '200640' })
 * // ['Blk 640 Rowell Road', '#05-12', 'Rowell Court', 'Singapore 200640']
 */
export function formatAddressLines(address: DisplayAddress): string[] {
  const block = part(address.block);
  const street = part(address.street) || part(address.street1);
  const building = part(address.building) || part(address.street2);
  const levelUnit = [part(address.level), part(address.unit)].filter(Boolean).join('-');
  const postalCode = part(address.postalCode);

  const lines = [
    [block && `Blk ${block}`, street].filter(Boolean).join(' '),
    levelUnit && `#${levelUnit}`,
    building,
    postalCode && `Singapore ${postalCode}`,
  ];
  return lines.filter((line) => line !== '');
}

/**
 * A showcase location's address as display lines (seed 001 section 3, "Address display format"):
 * 'Blk {block} {street}', '#{level}-{unit}', the building, 'Singapore {postalCode}'. Legacy street1 and street2
 * map to street and building. The rule is {@link formatAddressLines}'; this names it for the showcase.
 */
export function formatShowcaseAddress(address: DisplayAddress): string[] {
  return formatAddressLines(address);
}
