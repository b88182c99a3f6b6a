import { describe, expect, it } from 'vitest';
import { socialLinks } from './config';

describe('socialLinks', () => {
  it("reads 'Label=url' pairs separated by commas, keeping '=' inside the URL", () => {
    expect(socialLinks('Facebook=https://fb.example/p, YouTube=https://yt.example/watch?v=1')).toEqual([
      { label: 'Facebook', href: 'https://fb.example/p' },
      { label: 'YouTube', href: 'https://yt.example/watch?v=1' },
    ]);
  });

  it('leaves out pairs without a label or a URL, and an empty setting gives none', () => {
    expect(socialLinks('Facebook=, =https://x.example, Instagram')).toEqual([]);
    expect(socialLinks('')).toEqual([]);
  });
});
