/**
 * `@careportal/ui`: the careportal design system. Accessible React components on react-aria, styled with
 * vanilla-extract over a theme with a default and a senior mode.
 */
export * from './theme';
export * from './components/AddressCard';
export * from './components/AddressForm';
export * from './components/AlertDialog';
export * from './components/Banner';
export * from './components/Brand';
export * from './components/Button';
export * from './components/Card';
export * from './components/CardGrid';
export * from './components/CardTile';
export * from './components/Checkbox';
export * from './components/ComboBox';
export * from './components/DateField';
export * from './components/Dialog';
export * from './components/EmergencyContactForm';
export * from './components/EmptyState';
export * from './components/ErrorPage';
export * from './components/ExitConfirmDialog';
export * from './components/FileUpload';
export * from './components/Footer';
export * from './components/Icon';
export * from './components/Link';
export * from './components/Menu';
export * from './components/NotFoundPage';
export * from './components/NricField';
export * from './components/PageLayout';
export * from './components/PageLoading';
export * from './components/PersonalDetailsForm';
export * from './components/PhoneField';
export * from './components/ProgressBar';
export * from './components/RadioGroup';
export * from './components/Rating';
export * from './components/SectionHeading';
export * from './components/Select';
export * from './components/Skeleton';
export * from './components/Spinner';
export * from './components/StepBar';
export * from './components/SupportDialog';
export * from './components/Switch';
export * from './components/Tabs';
export * from './components/TextArea';
export * from './components/TextField';
export * from './components/ThemeProvider';
export * from './components/Toast';
