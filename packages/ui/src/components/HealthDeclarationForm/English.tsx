/**
 * Text the catalogue has in English only (button names, error messages), marked `lang="en"` so that on the
 * Chinese declaration a screen reader reads it in an English voice.
 */
export function English({ children }: { children: string }) {
  return <span lang="en">{children}</span>;
}
