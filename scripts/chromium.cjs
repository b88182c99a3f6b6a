// The one place that says which browser every tool uses and how it starts: Debian's chromium, never a
// browser a tool downloads. Storybook's test-runner, Playwright suites and audits all read this file.
'use strict';

const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Render text the same on every machine of this kind, so visual baselines compare.
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];

/** The Debian packages the browser suites need: the browser, and fonts for Latin and Chinese text. */
const debianPackages = ['chromium', 'fonts-noto-cjk', 'fonts-dejavu-core'];

module.exports = { executablePath, args, debianPackages };
