export { SectionHeading, SECTION_HEADING_LEVELS } from './SectionHeading';
export type { SectionHeadingLevel, SectionHeadingProps } from './SectionHeading';
