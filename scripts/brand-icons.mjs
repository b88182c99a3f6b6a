#!/usr/bin/env node
// Draws the portal's favicon and app icons from the careportal mark (packages/ui/src/components/Brand/geometry.ts,
// the shapes the Mark component draws) into apps/portal/public/: favicon.svg, a PNG fallback, the apple touch
// icon, and the web manifest's 192 and 512 icons, plain and maskable. Run it again after changing the mark or
// the brand colour, then commit the files: `node scripts/brand-icons.mjs` (Node 22.18 or later, which reads the
// TypeScript file directly; the .tools Node will do). It renders with sharp, a dependency of apps/api, and is
// never part of `npm test`.
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  MARK_CORNER_RADIUS,
  MARK_HEART_PATH,
  MARK_RING_PATH,
  MARK_RING_STROKE_WIDTH,
  MARK_SIZE,
} from '../packages/ui/src/components/Brand/geometry.ts';

const sharp = createRequire(new URL('../apps/api/package.json', import.meta.url))('sharp');
const publicDir = fileURLToPath(new URL('../apps/portal/public/', import.meta.url));

// The theme's primary and primaryText (packages/ui/src/theme/themes.css.ts); keep these, the manifest's
// theme_color and index.html's theme-color in step with it. Static files cannot read the theme's variables.
const primary = '#00666a';
const onPrimary = '#ffffff';

/** The mark as a standalone SVG. `fullBleed` fills the square to the edges, for icons the platform masks. */
function markSvg({ fullBleed = false } = {}) {
  const radius = fullBleed ? 0 : MARK_CORNER_RADIUS;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MARK_SIZE} ${MARK_SIZE}">`,
    `<rect width="${MARK_SIZE}" height="${MARK_SIZE}" rx="${radius}" fill="${primary}"/>`,
    `<path d="${MARK_RING_PATH}" fill="none" stroke="${onPrimary}" stroke-width="${MARK_RING_STROKE_WIDTH}" stroke-linecap="round"/>`,
    `<path d="${MARK_HEART_PATH}" fill="${onPrimary}"/>`,
    '</svg>',
    '',
  ].join('\n');
}

async function png(file, size, svg) {
  // The mark has two colours: a small palette keeps every file a few kilobytes.
  const image = sharp(Buffer.from(svg), { density: (72 * size) / MARK_SIZE })
    .resize(size, size)
    .png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 });
  const { size: bytes } = await image.toFile(`${publicDir}${file}`);
  process.stdout.write(`${file}: ${size}x${size}, ${bytes} bytes\n`);
}

const rounded = markSvg();
const fullBleed = markSvg({ fullBleed: true });
writeFileSync(`${publicDir}favicon.svg`, rounded);
await png('favicon.png', 48, rounded);
await png('apple-touch-icon.png', 180, fullBleed);
await png('icon-192.png', 192, rounded);
await png('icon-512.png', 512, rounded);
// The mark's ring and heart stay within the maskable safe zone (a circle of 40% of the size around the centre).
await png('icon-maskable-192.png', 192, fullBleed);
await png('icon-maskable-512.png', 512, fullBleed);
