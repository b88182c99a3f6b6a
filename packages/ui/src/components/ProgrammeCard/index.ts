export { ProgrammeCard } from './ProgrammeCard';
export type {
  ProgrammeCardField,
  ProgrammeCardOption,
  ProgrammeCardProps,
  ProgrammeCardValue,
} from './ProgrammeCard';
