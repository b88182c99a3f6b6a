import { REM_BASE_PX } from '@careportal/domain';

/**
 * A pixel size as rem, on the specification's base: rem = px / 14.
 * The document's root font size is 87.5% (14px at the browser default), so sizes still follow the
 * reader's own font-size setting.
 */
export function rem(px: number): string {
  return `${Number((px / REM_BASE_PX).toFixed(4))}rem`;
}
