/**
 * profile/health-declaration: the Active Ageing health declaration (seed 000 sections 3 and 7, seed 001 section
 * 3 "Register-service state") of the signed-in customer or of one of their loved ones.
 *
 * - POST: `clientId` plus the form (domain healthDeclarationRequestSchema). `clientId` names the person: the
 *   customer's own id or one of their loved ones (404 'This loved one was not found.' for anyone else's, as the
 *   loved-one routes answer); `view-as` is checked as everywhere (403 for a loved one not theirs). Every save is
 *   a new declaration (201 'Save Health Declaration successfully'); the answers must be the domain's options
 *   ('None of these' alone), the NRIC in capitals, and the centre one where an Active Ageing programme runs.
 * - `serviceId` (optional): the person's service the declaration is for, one in the HEALTH_DECLARATION state
 *   (the /health-declaration page of My Services). The centre is then the service's own (`center` may be left
 *   out; another centre is 400). The same transaction moves the service on: to UPCOMING when it starts after
 *   today (Singapore), else ONGOING; a service in any other state is left as it is. A service that is not the
 *   person's is 404 'This service was not found.'.
 * - GET (`?clientId=` optional, else the customer or the view-as loved one): the person's latest declaration,
 *   or 404 'No health declaration has been saved yet.'.
 *
 * The NRIC is kept as declared: it need not match the ID number on the person's record, which the wizard may not
 * have yet (its details step comes after the declaration) or may be a passport or FIN.
 */
import {
  BODY_PARTS,
  DEFAULT_HEALTH_DECLARATION_LANGUAGE,
  EXERCISE_FREQUENCIES,
  HEALTH_CONDITIONS,
  HEALTH_DECLARATION_LANGUAGES,
  JOIN_REASONS,
  OTHERS,
  healthDeclarationRequestSchema,
  isConsistentListAnswer,
  messages,
  recordUuid,
  singaporeIsoDate,
} from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { authenticatedRoute } from '../../../lib/authenticated-route.ts';
import { envelopeSchema, ok } from '../../../lib/envelope.ts';
import { ApiError, notFound } from '../../../lib/errors.ts';
import { actingFor, ownedPerson } from '../../../lib/owners.ts';
import { strictQuery } from '../../../plugins/app/errors.ts';
import type {
  HealthDeclarationFields,
  HealthDeclarationRow,
} from '../../../repositories/health-declarations.ts';

const v = messages.validation;

/** The three list questions, each with its options and its other-text field. */
const LIST_QUESTIONS = [
  ['whyJoinOurExerciseProgramme', JOIN_REASONS, 'whyJoinOurExerciseProgrammeOther'],
  ['healthConditions', HEALTH_CONDITIONS, 'healthConditionsOther'],
  ['injureAnyOfTheseBodyParts', BODY_PARTS, 'injureAnyOfTheseBodyPartsOther'],
] as const;

/** A list answer: only the question's options, each at most once. */
function listAnswer<const T extends readonly [string, ...string[]]>(options: T) {
  return z
    .array(z.enum(options, { error: v.optionNotInList }), { error: v.required })
    .max(options.length, { error: v.optionNotInList });
}

/** A UUID field: `required` when missing or blank, `invalid` when it is something else. */
function uuidField(required: string, invalid: string) {
  return z.guid({
    error: (issue) =>
      issue.input === undefined ||
      issue.input === null ||
      (typeof issue.input === 'string' && issue.input.trim() === '')
        ? required
        : invalid,
  });
}

/** The body: the domain's declaration, with the options, ids and language the API holds it to. */
const requestBody = healthDeclarationRequestSchema
  .safeExtend({
    whyJoinOurExerciseProgramme: listAnswer(JOIN_REASONS),
    healthConditions: listAnswer(HEALTH_CONDITIONS),
    injureAnyOfTheseBodyParts: listAnswer(BODY_PARTS),
    center: uuidField(v.centreRequired, v.centreNotAvailable).optional(),
    clientId: uuidField(v.clientIdRequired, v.recordIdInvalid),
    serviceId: recordUuid(v.recordIdInvalid).optional(),
    language: z
      .enum(HEALTH_DECLARATION_LANGUAGES, { error: v.invalidValue })
      .default(DEFAULT_HEALTH_DECLARATION_LANGUAGE),
  })
  .superRefine(
    // Runs even when other fields failed, so the value may be partly parsed, or not an object at all.
    (value: unknown, ctx) => {
      for (const [list] of LIST_QUESTIONS) {
        const chosen: unknown =
          typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[list] : undefined;
        if (Array.isArray(chosen) && !isConsistentListAnswer(chosen.map(String))) {
          ctx.addIssue({ code: 'custom', message: v.noneOfTheseAlone, path: [list] });
        }
      }
    },
    // Reported with the other fields' errors, as the domain's cross-field rules are.
    { when: () => true },
  );

type RequestBody = z.output<typeof requestBody>;

export const declarationData = z.object({
  id: z.string(),
  /** The person: the customer's id or their loved one's. */
  clientId: z.string(),
  whyJoinOurExerciseProgramme: z.array(z.string()),
  whyJoinOurExerciseProgrammeOther: z.string().nullable(),
  healthConditions: z.array(z.string()),
  healthConditionsOther: z.string().nullable(),
  injureAnyOfTheseBodyParts: z.array(z.string()),
  injureAnyOfTheseBodyPartsOther: z.string().nullable(),
  timesExerciseAWeek: z.enum(EXERCISE_FREQUENCIES),
  name: z.string(),
  nric: z.string(),
  handphoneNumber: z.string(),
  /** The centre's id, and its name for the review. */
  center: z.string(),
  centerName: z.string(),
  language: z.enum(HEALTH_DECLARATION_LANGUAGES),
  /** When it was saved (ISO 8601). */
  createdAt: z.string(),
});

/** The answers as stored: each list in the order of its options, each other text only with 'Others'. */
function fieldsOf(body: RequestBody, centreId: string): HealthDeclarationFields {
  const lists = Object.fromEntries(
    LIST_QUESTIONS.flatMap(([list, options, other]) => {
      const chosen: readonly string[] = body[list];
      const text = body[other];
      return [
        [list, options.filter((option) => chosen.includes(option))],
        [other, chosen.includes(OTHERS) && text ? text : null],
      ];
    }),
  ) as Pick<HealthDeclarationFields, (typeof LIST_QUESTIONS)[number][0 | 2]>;
  return {
    ...lists,
    timesExerciseAWeek: body.timesExerciseAWeek,
    name: body.name,
    nric: body.nric,
    handphoneNumber: body.handphoneNumber,
    centreId,
    language: body.language,
  };
}

function toData(row: HealthDeclarationRow): z.output<typeof declarationData> {
  return {
    id: row.id,
    clientId: row.customerId ?? row.lovedOneId ?? '',
    whyJoinOurExerciseProgramme: row.whyJoinOurExerciseProgramme,
    whyJoinOurExerciseProgrammeOther: row.whyJoinOurExerciseProgrammeOther,
    healthConditions: row.healthConditions,
    healthConditionsOther: row.healthConditionsOther,
    injureAnyOfTheseBodyParts: row.injureAnyOfTheseBodyParts,
    injureAnyOfTheseBodyPartsOther: row.injureAnyOfTheseBodyPartsOther,
    timesExerciseAWeek: row.timesExerciseAWeek as (typeof EXERCISE_FREQUENCIES)[number],
    name: row.name,
    nric: row.nric,
    handphoneNumber: row.handphoneNumber,
    center: row.centreId,
    centerName: row.centreName,
    language: row.language as (typeof HEALTH_DECLARATION_LANGUAGES)[number],
    createdAt: row.createdAt.toISOString(),
  };
}

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const authenticated = authenticatedRoute(app, { tag: 'profile', viewAs: true });
  const repo = app.repos.healthDeclarations;

  app.get(
    '/',
    authenticated({
      summary:
        'The latest health declaration of the signed-in customer, the view-as loved one, or the person clientId names',
      querystring: strictQuery({ clientId: recordUuid().optional() }),
      response: { 200: envelopeSchema(declarationData) },
    }),
    async (request) => {
      const { clientId } = request.query;
      const person = clientId === undefined ? actingFor(request) : await ownedPerson(request, clientId);
      const row = await repo.latest(person);
      if (!row) throw notFound(messages.health.declarationNotFound);
      return ok(toData(row));
    },
  );

  app.post(
    '/',
    authenticated({
      summary: 'Save a health declaration of the customer or of one of their loved ones (clientId)',
      body: requestBody,
      response: { 201: envelopeSchema(declarationData) },
    }),
    async (request, reply) => {
      const { body } = request;
      // Whom clientId names is checked first: another customer learns nothing else about the request.
      const person = await ownedPerson(request, body.clientId);
      const service = body.serviceId === undefined ? undefined : await repo.serviceOf(person, body.serviceId);
      if (body.serviceId !== undefined && service === undefined) {
        throw notFound(messages.health.serviceNotFound);
      }
      const centreId = service?.centreId ?? body.center ?? '';
      const centreRefused =
        service === undefined
          ? !(await repo.isActiveAgeingCentre(centreId))
          : body.center !== undefined && body.center.toLowerCase() !== service.centreId.toLowerCase();
      if (centreRefused) {
        throw new ApiError({
          httpCode: 400,
          errorCode: 'CENTRE_NOT_AVAILABLE',
          message: v.centreNotAvailable,
          errors: [{ in: 'body', path: 'center', message: v.centreNotAvailable }],
        });
      }
      const now = app.clock();
      const row = await repo.insert(
        person,
        fieldsOf(body, centreId),
        now,
        service && { serviceId: service.id, today: singaporeIsoDate(now) },
      );
      void reply.code(201);
      return ok(toData(row), { httpCode: 201, message: messages.health.declarationSaved });
    },
  );

  done();
};

export default plugin;
