/**
 * Which frame a page shows (seed 000, "Layout"; seed 001 §2, "Page layout"):
 * - `never`: the eGIRO landing page, which has its own hero;
 * - `always`: home, product-detail and service-type pages, which visitors browse too, in the standard frame;
 * - `signed-in`: every other page: the standard frame while someone is signed in, and for a visitor the public
 *   layout (the logo bar, the content card on the light teal gradient, and the footer).
 */
export const FRAME_RULES = ['never', 'always', 'signed-in'] as const;
/** One of {@link FRAME_RULES}. */
export type FrameRule = (typeof FRAME_RULES)[number];

/** What a page is shown in: the standard frame (header with menu, cart and help; footer), the public layout, or nothing. */
export type FrameKind = 'standard' | 'public' | 'none';

/** The frame a page with this frame rule shows. */
export function frameFor(route: { frame: FrameRule }, isSignedIn: boolean): FrameKind {
  switch (route.frame) {
    case 'never':
      return 'none';
    case 'always':
      return 'standard';
    case 'signed-in':
      return isSignedIn ? 'standard' : 'public';
  }
}
