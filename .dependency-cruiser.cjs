/**
 * The portal's import graph, checked by `npm test` (dependency-cruiser): its layers run one way, and no import
 * runs back up into a cycle. Pages compose features, data, shell and the packages (the page boundary itself is
 * ESLint's careportal/no-page-imports); features never reach into pages; data/ is the floor every feature stands
 * on. Tests, stories, fakes and test screens are left out: they may render anything.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import that runs back up: move what both sides need below both.',
      from: { path: '^apps/portal/src' },
      to: { circular: true },
    },
    {
      name: 'features-not-into-pages',
      severity: 'error',
      comment: 'A feature serves pages and never imports one.',
      from: { path: '^apps/portal/src/features/' },
      to: { path: '^apps/portal/src/pages/' },
    },
    {
      name: 'data-is-the-floor',
      severity: 'error',
      comment: 'data/ (the API client, reads and their states) imports no feature, page or shell part.',
      from: { path: '^apps/portal/src/data/' },
      to: { path: '^apps/portal/src/(features|pages|shell)/' },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules', '^packages/'] },
    exclude: { path: ['\\.(test|stories)\\.tsx?$', '/fakes/', '^apps/portal/src/test/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
  },
};
