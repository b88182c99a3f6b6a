export { ErrorSummary, focusControl, focusField } from './ErrorSummary';
export type { ErrorSummaryProblem, ErrorSummaryProps } from './ErrorSummary';
