/**
 * `@careportal/ui`: the careportal design system. Accessible React components on react-aria, styled with
 * vanilla-extract over a theme with a default and a senior mode.
 */
export * from './theme';
export * from './components/ThemeProvider';
export * from './components/Button';
export * from './components/Spinner';
export * from './components/TextField';
