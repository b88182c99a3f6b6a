/**
 * What a person declares about their health: the Active Ageing health declaration and the medical history, each
 * kept as every version saved, the latest one counting.
 */
import {
  DEFAULT_HEALTH_DECLARATION_LANGUAGE,
  EXERCISE_FREQUENCIES,
  HEALTH_DECLARATION_LANGUAGES,
  NAME_MAX_LENGTH,
  NATIONAL_ID_MAX_LENGTH,
  NONE_OF_THESE,
  OTHERS,
  PHONE_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '@careportal/domain';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  jsonb,
  pgTable,
  text,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

import { centres } from './catalogue.ts';
import { createdAt, id, sqlList } from './columns.ts';
import { customers, lovedOnes } from './people.ts';

/** A list answer of the health declaration and its other text: a text exactly when 'Others' is in the list. */
function otherTextWithOthers(list: AnyPgColumn, other: AnyPgColumn): SQL {
  return sql`(${sql.raw(`'${OTHERS}'`)} = any(${list})) = (coalesce(btrim(${other}), '') <> '')`;
}

/** 'None of these' stands alone in a list answer (domain isConsistentListAnswer). */
function noneOfTheseAlone(list: AnyPgColumn): SQL {
  return sql`not (${sql.raw(`'${NONE_OF_THESE}'`)} = any(${list})) or cardinality(${list}) = 1`;
}

/**
 * A health declaration (seed 000 section 3, seed 001 section 3 "Register-service state") of a customer or of one
 * of their loved ones: exactly one person, and every save a new row, since a declaration is what the person said
 * at one point in time. The latest (created_at, then the order of saving) is the one that counts.
 *
 * The answers are the domain's option values (English, whatever language the form was shown in; the API checks
 * them against JOIN_REASONS, HEALTH_CONDITIONS and BODY_PARTS). The database keeps the rules that do not depend
 * on the wording of the options, so an option reworded later does not make older declarations invalid.
 * `centre_id` is the centre the person will train at, a row of the catalogue's centres (the wizard's programme
 * centre).
 */
export const healthDeclarations = pgTable(
  'health_declarations',
  {
    id: id(),
    /** Breaks ties between declarations saved within the same instant: the later save wins. */
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    customerId: uuid().references(() => customers.id, { onDelete: 'cascade' }),
    lovedOneId: uuid().references(() => lovedOnes.id, { onDelete: 'cascade' }),
    whyJoinOurExerciseProgramme: text().array().notNull(),
    whyJoinOurExerciseProgrammeOther: varchar({ length: TEXT_MAX_LENGTH }),
    healthConditions: text().array().notNull(),
    healthConditionsOther: varchar({ length: TEXT_MAX_LENGTH }),
    injureAnyOfTheseBodyParts: text().array().notNull(),
    injureAnyOfTheseBodyPartsOther: varchar({ length: TEXT_MAX_LENGTH }),
    /** 0, 1-3, 4-5 or more than 5 (domain EXERCISE_FREQUENCIES). */
    timesExerciseAWeek: text().notNull(),
    name: varchar({ length: NAME_MAX_LENGTH }).notNull(),
    nric: varchar({ length: NATIONAL_ID_MAX_LENGTH }).notNull(),
    handphoneNumber: varchar({ length: PHONE_MAX_LENGTH }).notNull(),
    centreId: uuid()
      .notNull()
      .references(() => centres.id),
    /** The language the form was filled in (domain HEALTH_DECLARATION_LANGUAGES). */
    language: text().notNull().default(DEFAULT_HEALTH_DECLARATION_LANGUAGE),
    createdAt: createdAt(),
  },
  (t) => [
    check('health_declarations_one_owner_check', sql`(${t.customerId} is null) <> (${t.lovedOneId} is null)`),
    check(
      'health_declarations_frequency_check',
      sql`${t.timesExerciseAWeek} in (${sqlList(EXERCISE_FREQUENCIES)})`,
    ),
    check(
      'health_declarations_language_check',
      sql`${t.language} in (${sqlList(HEALTH_DECLARATION_LANGUAGES)})`,
    ),
    check('health_declarations_name_not_blank', sql`btrim(${t.name}) <> ''`),
    check(
      'health_declarations_nric_upper_case',
      sql`${t.nric} = upper(${t.nric}) and btrim(${t.nric}) <> ''`,
    ),
    check(
      'health_declarations_why_join_other_check',
      otherTextWithOthers(t.whyJoinOurExerciseProgramme, t.whyJoinOurExerciseProgrammeOther),
    ),
    check(
      'health_declarations_conditions_other_check',
      otherTextWithOthers(t.healthConditions, t.healthConditionsOther),
    ),
    check(
      'health_declarations_body_parts_other_check',
      otherTextWithOthers(t.injureAnyOfTheseBodyParts, t.injureAnyOfTheseBodyPartsOther),
    ),
    check('health_declarations_conditions_none_check', noneOfTheseAlone(t.healthConditions)),
    check('health_declarations_body_parts_none_check', noneOfTheseAlone(t.injureAnyOfTheseBodyParts)),
    index('health_declarations_customer_idx').on(t.customerId, t.createdAt),
    index('health_declarations_loved_one_idx').on(t.lovedOneId, t.createdAt),
  ],
);

/**
 * Medical histories of customers and of their loved ones (seed 000 section 3, "Medical history"; issue 15). Every
 * save is a new version, never an update: the latest one counts, and the earlier ones stay as they were given.
 * `answers` is the domain `medicalHistorySchema` output as the API checked it (yes/no answers with details,
 * pregnancy with its expected delivery date, the conditions each controlled or not, others, the confirmation and
 * the signature); the signature's name and date are columns too, for staff who list versions.
 */
export const medicalHistories = pgTable(
  'medical_histories',
  {
    id: id(),
    /** Breaks ties between versions saved within the same instant: the later save wins. */
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    customerId: uuid().references(() => customers.id, { onDelete: 'cascade' }),
    lovedOneId: uuid().references(() => lovedOnes.id, { onDelete: 'cascade' }),
    answers: jsonb().notNull(),
    signatureName: varchar({ length: NAME_MAX_LENGTH }).notNull(),
    signatureDate: date().notNull(),
    submittedAt: createdAt(),
  },
  (t) => [
    check('medical_histories_one_owner_check', sql`(${t.customerId} is null) <> (${t.lovedOneId} is null)`),
    check('medical_histories_signature_name_not_blank', sql`btrim(${t.signatureName}) <> ''`),
    check('medical_histories_answers_object', sql`jsonb_typeof(${t.answers}) = 'object'`),
    index('medical_histories_customer_idx').on(t.customerId, t.submittedAt),
    index('medical_histories_loved_one_idx').on(t.lovedOneId, t.submittedAt),
  ],
);
