/**
 * profile/medical-history: the medical history (seed 000 section 3) of the signed-in customer, or of the loved one
 * named by `view-as` (403 for a loved one not theirs, as on every profile route).
 *
 * The seeds name no endpoint for the medical history; it sits under profile/ beside health-declaration because it
 * belongs to the person, as their details do, and is read and written for whoever the portal acts for.
 *
 * - GET: the latest version with when it was submitted, whether it is stale (domain isMedicalHistoryStale: none,
 *   or more than 1 year old, which is when My Services asks for an update), and when each earlier version was
 *   given. A person with none gets 200 with `medicalHistory: null` and `stale: true`, not a 404.
 * - POST: the form (domain medicalHistorySchema). Every save is a new version, never an overwrite; it answers 201
 *   'Save Medical History successfully' with what GET would now answer. A bad body is 400 with the catalogue's
 *   message at each field's path.
 * - GET /{versionId}: one version, current or earlier, as it was saved, to read (never to change): 404 'This
 *   version of the medical history was not found.' for an id that is not one of the person's versions (another
 *   person's included), and 400 with the same words for one that is no id at all.
 */
import {
  MEDICAL_CONDITIONS,
  isMedicalHistoryStale,
  recordUuid,
  medicalConditionSchema,
  medicalHistorySchema,
  messages,
  type MedicalHistory,
} from '@careportal/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { authenticatedRoute } from '../../../lib/authenticated-route.ts';
import { envelopeSchema, ok } from '../../../lib/envelope.ts';
import { notFound } from '../../../lib/errors.ts';
import { actingFor } from '../../../lib/owners.ts';
import type { PersonRef } from '../../../repositories/owner.ts';

const v = messages.validation;

/** Most conditions one history can list: every listed one, and as many again named by the person. */
const MAX_CONDITIONS = MEDICAL_CONDITIONS.length * 2;

/** The body: the domain's form, with a bound on the list of conditions. */
const requestBody = medicalHistorySchema.safeExtend({
  conditions: z.array(medicalConditionSchema).max(MAX_CONDITIONS, { error: v.invalidValue }),
});

const yesNo = z.object({ answer: z.boolean(), details: z.string().nullable().optional() });

/** One version's answers, as saved. */
const historyData = z.object({
  hospitalisation: yesNo,
  allergies: yesNo,
  recentHealthChanges: yesNo,
  treatment: yesNo,
  medications: yesNo,
  dialysis: yesNo,
  transfusion: yesNo,
  excessiveBleeding: yesNo,
  pregnancy: z.object({
    answer: z.boolean(),
    expectedDeliveryDate: z.string().nullable().optional(),
  }),
  conditions: z.array(z.object({ name: z.string(), controlled: z.boolean() })),
  others: z.string().nullable().optional(),
  confirmation: z.literal(true),
  signature: z.object({ name: z.string(), contactNumber: z.string(), date: z.string() }),
});

const stateData = z.object({
  /** The latest version's answers, or null when none was submitted. */
  medicalHistory: historyData.nullable(),
  /** The latest version's id and when it was submitted (ISO 8601), or null. */
  id: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /** None, or more than 1 year old: the portal asks for an update. */
  stale: z.boolean(),
  /** The earlier versions, newest first: each kept as it was given. */
  earlierVersions: z.array(z.object({ id: z.string(), submittedAt: z.string() })),
});

type StateData = z.output<typeof stateData>;

const versionParams = z.object({
  versionId: recordUuid(messages.health.medicalHistoryVersionNotFound),
});

const versionData = z.object({
  id: z.string(),
  /** When it was submitted (ISO 8601). */
  submittedAt: z.string(),
  /** Its answers, as they were saved. */
  medicalHistory: historyData,
  /** It is the latest version, the one the care team reads. */
  current: z.boolean(),
});

async function stateOf(app: FastifyInstance, person: PersonRef): Promise<StateData> {
  const repo = app.repos.medicalHistories;
  const [latest, versions] = await Promise.all([repo.latest(person), repo.versions(person)]);
  return {
    medicalHistory: latest?.answers ?? null,
    id: latest?.id ?? null,
    submittedAt: latest?.submittedAt.toISOString() ?? null,
    stale: isMedicalHistoryStale(latest?.submittedAt ?? null, app.clock()),
    earlierVersions: versions
      .filter((version) => version.id !== latest?.id)
      .map((version) => ({ id: version.id, submittedAt: version.submittedAt.toISOString() })),
  };
}

/** The answers as kept: details only with a yes, the delivery date only with a pregnancy. */
function kept(history: MedicalHistory): MedicalHistory {
  const yesNoKept = (answer: MedicalHistory['allergies']) => ({
    answer: answer.answer,
    details: answer.answer ? (answer.details ?? null) : null,
  });
  return {
    hospitalisation: yesNoKept(history.hospitalisation),
    allergies: yesNoKept(history.allergies),
    recentHealthChanges: yesNoKept(history.recentHealthChanges),
    treatment: yesNoKept(history.treatment),
    medications: yesNoKept(history.medications),
    dialysis: yesNoKept(history.dialysis),
    transfusion: yesNoKept(history.transfusion),
    excessiveBleeding: yesNoKept(history.excessiveBleeding),
    pregnancy: {
      answer: history.pregnancy.answer,
      expectedDeliveryDate: history.pregnancy.answer
        ? (history.pregnancy.expectedDeliveryDate ?? null)
        : null,
    },
    conditions: history.conditions,
    others: history.others ?? null,
    confirmation: history.confirmation,
    signature: history.signature,
  };
}

const description =
  'The seeds name no endpoint for the medical history: it is kept under profile/, beside the health declaration, for the signed-in customer or the view-as loved one. Every save is a new version; none is ever overwritten.';

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const authenticated = authenticatedRoute(app, { tag: 'profile', viewAs: true });

  app.get(
    '/',
    authenticated({
      description,
      summary:
        'The latest medical history of the signed-in customer (or the view-as loved one), whether it is stale, and the earlier versions',
      response: { 200: envelopeSchema(stateData) },
    }),
    async (request) => ok(await stateOf(app, actingFor(request))),
  );

  app.get(
    '/:versionId',
    authenticated({
      description,
      summary:
        'One version of the medical history of the signed-in customer (or the view-as loved one), current or earlier, as it was saved',
      params: versionParams,
      response: { 200: envelopeSchema(versionData) },
    }),
    async (request) => {
      const person = actingFor(request);
      const repo = app.repos.medicalHistories;
      const [version, latest] = await Promise.all([
        repo.version(person, request.params.versionId),
        repo.latest(person),
      ]);
      if (!version) throw notFound(messages.health.medicalHistoryVersionNotFound);
      return ok({
        id: version.id,
        submittedAt: version.submittedAt.toISOString(),
        medicalHistory: version.answers,
        current: version.id === latest?.id,
      });
    },
  );

  app.post(
    '/',
    authenticated({
      description,
      summary:
        'Save a new version of the medical history of the signed-in customer (or the view-as loved one)',
      body: requestBody,
      response: { 201: envelopeSchema(stateData) },
    }),
    async (request, reply) => {
      const person = actingFor(request);
      await app.repos.medicalHistories.insert(person, kept(request.body), app.clock());
      void reply.code(201);
      return ok(await stateOf(app, person), {
        httpCode: 201,
        message: messages.health.medicalHistorySaved,
      });
    },
  );

  done();
};

export default plugin;
