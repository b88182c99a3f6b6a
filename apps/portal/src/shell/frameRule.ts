/**
 * When a page shows the standard frame (header with menu, cart and help; footer):
 * - `never`: the eGIRO landing page, which has its own hero;
 * - `always`: home, product-detail and service-type pages, which visitors browse too;
 * - `signed-in`: every other page, while someone is signed in.
 */
export const FRAME_RULES = ['never', 'always', 'signed-in'] as const;
/** One of {@link FRAME_RULES}. */
export type FrameRule = (typeof FRAME_RULES)[number];

/** Whether a page with this frame rule shows the standard frame. */
export function showsFrame(route: { frame: FrameRule }, isSignedIn: boolean): boolean {
  switch (route.frame) {
    case 'never':
      return false;
    case 'always':
      return true;
    case 'signed-in':
      return isSignedIn;
  }
}
