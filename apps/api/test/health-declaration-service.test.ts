/* eslint-disable @typescript-eslint/no-unsafe-member-access --
   These tests read JSON responses (`res.json()` is `any`). */
/**
 * The health declaration of a service waiting for it (POST profile/health-declaration with serviceId, the
 * /health-declaration page of My Services): saved with the service's centre, and the service moved out of
 * HEALTH_DECLARATION in the same transaction (UPCOMING when it starts after today, else ONGOING); another
 * person's service is 404, and a service in another state is left as it is.
 */
import { messages, serviceNextSteps, singaporeIsoDate, type ServiceSummary } from '@careportal/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import { healthDeclarations, services } from '../src/db/schema/index.ts';
import { seedId } from '../src/db/seed.ts';
import { DEMO_HEALTH_DECLARATION_SERVICE } from '../src/db/seed-data.ts';
import { customerSuite, drivers } from './helpers.ts';

const v = messages.validation;
const SIEW_LAN = seedId('customer', 'demo-siewlan');
const AH_KOW = seedId('customer', 'demo-ahkow');
const WAITING = seedId(
  'service',
  'demo-siewlan',
  DEMO_HEALTH_DECLARATION_SERVICE.product,
  'health-declaration',
);
const BUKIT_BATOK_WEST = seedId('centre', DEMO_HEALTH_DECLARATION_SERVICE.centre);
const ADMIRALTY = seedId('centre', 'admiralty');
const NOW = new Date();
const DAY = 86_400_000;

const declaration = {
  clientId: SIEW_LAN,
  serviceId: WAITING,
  whyJoinOurExerciseProgramme: ['Prevent falls'],
  healthConditions: ['None of these'],
  injureAnyOfTheseBodyParts: ['Knee'],
  timesExerciseAWeek: '0',
  name: 'Ng Siew Lan',
  nric: 'S5061234A',
  handphoneNumber: '96543210',
  language: 'zh-Hans',
};

describe.each(drivers())('the health declaration of a service on %s', (driver) => {
  const suite = customerSuite(driver, 'CPHDSV01', {
    subject: 'demo-siewlan',
    app: () => ({ clock: () => NOW }),
  });
  const db = () => suite.database.handle.db;
  const statusOf = async (id: string) =>
    (await db().select({ status: services.status }).from(services).where(eq(services.id, id)))[0]?.status;
  const startOn = (id: string, offsetDays: number, status = 'HEALTH_DECLARATION') =>
    db()
      .update(services)
      .set({ status, startDate: singaporeIsoDate(new Date(NOW.getTime() + offsetDays * DAY)) })
      .where(eq(services.id, id));
  const count = async () => (await db().select().from(healthDeclarations)).length;
  const save = (payload: object, subject = 'demo-siewlan') =>
    suite.call('POST', '/profile/health-declaration', { payload, subject });

  beforeEach(async () => {
    await db().delete(healthDeclarations);
    await startOn(WAITING, DEMO_HEALTH_DECLARATION_SERVICE.startsInDays);
  });

  it('saves it with the service’s centre and makes a service that starts later UPCOMING', async () => {
    const res = await save(declaration);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: messages.health.declarationSaved,
      data: { clientId: SIEW_LAN, center: BUKIT_BATOK_WEST, language: 'zh-Hans' },
    });
    expect(await statusOf(WAITING)).toBe('UPCOMING');
  });

  it('leaves her Circuit Training at its pre-assessment, all 12 sessions to book: her card offers it (issue 36)', async () => {
    expect((await save(declaration)).statusCode).toBe(201);
    const res = await suite.call('GET', '/services', { subject: 'demo-siewlan' });
    expect(res.statusCode, res.body).toBe(200);
    const { services: listed } = res.json<{ data: { services: ServiceSummary[] } }>().data;
    const service = listed.find((s) => s.id === WAITING);
    expect(service).toMatchObject({
      serviceStatus: 'UPCOMING',
      bookingStage: 'PRE_SESSION_BOOKING',
      sessionsTotal: 12,
      sessionsUsed: 0,
    });
    expect(service && serviceNextSteps(service)).toEqual(['bookPreAssessment', 'allAppointments']);
  });

  it('makes a service that has started (today or before) ONGOING', async () => {
    await startOn(WAITING, 0);
    expect((await save(declaration)).statusCode).toBe(201);
    expect(await statusOf(WAITING)).toBe('ONGOING');
    await startOn(WAITING, -10);
    expect((await save(declaration)).statusCode).toBe(201);
    expect(await statusOf(WAITING)).toBe('ONGOING');
  });

  it('leaves a service that no longer waits for a declaration as it is', async () => {
    await startOn(WAITING, 30, 'ONGOING');
    const res = await save(declaration);
    expect(res.statusCode).toBe(201);
    expect(await statusOf(WAITING)).toBe('ONGOING');
  });

  it('takes the service’s own centre when named, and refuses another', async () => {
    expect((await save({ ...declaration, center: BUKIT_BATOK_WEST })).statusCode).toBe(201);
    const other = await save({ ...declaration, center: ADMIRALTY });
    expect(other.statusCode).toBe(400);
    expect(other.json().data.errors).toEqual([{ in: 'body', path: 'center', message: v.centreNotAvailable }]);
  });

  it("answers another person's service with 404 'This service was not found.', and changes nothing", async () => {
    const ahKowsService = (
      await db().select({ id: services.id }).from(services).where(eq(services.customerId, AH_KOW))
    )[0]?.id;
    for (const [subject, payload] of [
      ['demo-ahkow', { ...declaration, clientId: AH_KOW, name: 'Tan Ah Kow' }],
      ['demo-ahkow', { ...declaration, clientId: suite.meiLingId }],
      ['demo-siewlan', { ...declaration, serviceId: ahKowsService ?? '' }],
      ['demo-siewlan', { ...declaration, serviceId: '00000000-0000-4000-8000-000000000000' }],
    ] as const) {
      const res = await save(payload, subject);
      expect(res.statusCode, `${subject} ${JSON.stringify(payload.serviceId)}`).toBe(404);
      expect(res.json()).toMatchObject({ errorMessage: messages.health.serviceNotFound, data: null });
    }
    expect(await count()).toBe(0);
    expect(await statusOf(WAITING)).toBe('HEALTH_DECLARATION');
  });

  it('answers a serviceId that is not an id with 400 at the field', async () => {
    const res = await save({ ...declaration, serviceId: 'circuit-training' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([{ in: 'body', path: 'serviceId', message: v.recordIdInvalid }]);
    expect(await statusOf(WAITING)).toBe('HEALTH_DECLARATION');
  });

  it('moves nothing when the declaration is refused', async () => {
    const res = await save({ ...declaration, nric: 's5061234a' });
    expect(res.statusCode).toBe(400);
    expect(await statusOf(WAITING)).toBe('HEALTH_DECLARATION');
  });

  it('still requires the centre without a service', async () => {
    const res = await save({ ...declaration, serviceId: undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([{ in: 'body', path: 'center', message: v.centreRequired }]);
  });
});
