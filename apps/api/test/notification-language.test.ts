/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment --
   These tests read JSON responses (`res.json()` is `any`). */
/**
 * Reminders and confirmations go out in the recipient's language (issue 19, "Four languages"): what the mail and
 * SMS sandbox's outbox receives. A public Denticare booking is written to in the language its page sent (kept on
 * the booking, English without one); a signed-in customer's booking in their own language when they have chosen
 * one; eGIRO emails and a Client ID in the account's language. Each is checked against the language's table,
 * filled; English stays word for word what it was.
 *
 * The app's clock is the test's, fixed on Monday 1 March 2027, 10:00 in Singapore; tokens are signed valid then.
 */
import { randomUUID } from 'node:crypto';

import {
  loadTranslations,
  messages,
  NO_PREFERENCE_DENTIST,
  type Locale,
  type TranslationTable,
} from '@careportal/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { SandboxNotifications } from '../src/adapters/index.ts';
import { bookings } from '../src/db/schema/index.ts';
import { seedId } from '../src/db/seed.ts';
import { customerSuite, drivers, signToken, testConfig } from './helpers.ts';

const SCALING = seedId('product', 'dental-scaling-and-polishing');
const TAMPINES = seedId('centre', 'denticare-tampines');
/** Where the clinic is: its block and street from the address directory (postal code 529536), its unit. */
const TAMPINES_ADDRESS = 'Blk 10 Tampines Central 1, #04-21, Tampines One, Singapore 529536';
const NO_PREFERENCE = seedId('dentist', NO_PREFERENCE_DENTIST);
const LIM = seedId('dentist', 'Dr Lim Wei Ling');
const RAJESH = seedId('dentist', 'Dr Rajesh Kumar');
const PORTAL = 'https://portal.example.sg';
const EGIRO_DELAY_MS = 5000;

const sg = (text: string) => new Date(`${text.replace(' ', 'T')}:00+08:00`);
const START = sg('2027-03-01 10:00');

const tables = new Map<Locale, TranslationTable>();
beforeAll(async () => {
  for (const locale of ['zh-Hans', 'ms', 'ta'] as const)
    tables.set(locale, (await loadTranslations(locale)) ?? {});
});

/** The translation of `path` in `locale`'s table, its `{name}`s filled with `values`. */
function translated(locale: Locale, path: string, values: Record<string, string> = {}): string {
  const text = tables.get(locale)?.[path]?.text;
  if (text === undefined) throw new Error(`${locale} has no translation of ${path}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

describe.each(drivers())('the language of what is sent, on %s', (driver) => {
  let clock = START;
  const suite = customerSuite(driver, 'CPLANG02', {
    app: () => ({
      clock: () => clock,
      config: testConfig({ portalOrigin: PORTAL, rateLimitMax: 1100 }),
    }),
  });
  const outbox = () => (suite.app.adapters.notifications as SandboxNotifications).outbox();

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { subject?: string; payload?: object; headers?: Record<string, string> } = {},
  ) {
    const token = await signToken(suite.keys, options.subject ?? 'demo-ahkow', {
      expiresIn: Math.round((clock.getTime() - Date.now()) / 1000) + 600,
    });
    return suite.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...options.headers },
      ...(options.payload ? { payload: options.payload } : {}),
    });
  }
  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    suite.app.inject({ method, url, payload });
  const slot = (day: string, time: string, resourceId = NO_PREFERENCE) => ({
    centerId: TAMPINES,
    resourceId,
    serviceId: SCALING,
    monthAndYear: day.slice(0, 7),
    dayOfMonth: day.slice(8, 10),
    timeSlot: time,
  });
  const client = (session: string, email: string, mobileNumber: string) => ({
    clientSessionId: session,
    isBookingForYourSelf: true,
    name: 'Siti binte Ahmad',
    email,
    mobileNumber,
    clientIdType: 'NRIC',
    nric: 'S1234567D',
    countryCode: '+65',
  });
  /** The messages sent to `to` (an email address, or an E.164 number), newest first. */
  const sentTo = async (...to: string[]) => (await outbox()).filter((m) => to.includes(m.to));
  const bookingRow = async (cancelToken: string) =>
    (await suite.database.handle.db.select().from(bookings).where(eq(bookings.cancelToken, cancelToken)))[0];

  /**
   * A public booking: held (with `hold`'s extra fields), the client's details given (`email` and `mobile`, an
   * 8-digit Singapore number), confirmed (with `confirm`'s).
   */
  async function publicBooking(
    day: string,
    time: string,
    resourceId: string,
    [email, mobile]: [string, string],
    fields: { hold?: object; confirm?: object } = {},
  ) {
    const session = randomUUID();
    const held = await send('POST', '/public/v1/appointment', {
      ...slot(day, time, resourceId),
      clientSessionId: session,
      ...fields.hold,
    });
    expect(held.statusCode, held.body).toBe(201);
    const details = client(session, email, mobile);
    expect((await send('POST', '/public/v1/client/session', details)).statusCode).toBe(201);
    const confirmed = await send('POST', '/public/v1/appointment/review/confirm', {
      clientSessionId: session,
      marketingConsentAgreed: false,
      ...fields.confirm,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const appointmentId = confirmed.json().data.appointmentId as string;
    return { session, appointmentId, link: `${PORTAL}/denticare/appointment/${appointmentId}` };
  }

  describe('a public Denticare booking', () => {
    it('made in Malay is confirmed and cancelled in Malay, by email and SMS', async () => {
      const [email, sms] = ['siti.ms@example.sg', '+6598765401'];
      const booked = await publicBooking('2027-03-03', '09:00 am', LIM, [email, '98765401'], {
        hold: { language: 'ms' },
      });
      expect((await bookingRow(booked.appointmentId))?.language).toBe('ms');

      const confirmation = translated('ms', 'messages.denticare.confirmationText', {
        service: 'Dental Scaling and Polishing',
        date: '03/03/2027',
        time: '09:00 am',
        centre: 'Denticare (Tampines One)',
        address: TAMPINES_ADDRESS,
        dentist: 'Dr Lim Wei Ling',
        link: booked.link,
      });
      expect(confirmation).toContain('Temu janji');
      const sent = await sentTo(email, sms);
      expect(sent.map((m) => [m.channel, m.subject ?? null, m.text]).sort()).toEqual([
        ['EMAIL', translated('ms', 'messages.denticare.confirmationSubject'), confirmation],
        ['SMS', null, confirmation],
      ]);

      const cancelled = await send('PUT', '/public/v1/appointment/cancel', {
        clientSessionId: booked.session,
        appointmentId: booked.appointmentId,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const notice = translated('ms', 'messages.denticare.cancellationText', {
        service: 'Dental Scaling and Polishing',
        date: '03/03/2027',
        time: '09:00 am',
        centre: 'Denticare (Tampines One)',
        address: TAMPINES_ADDRESS,
      });
      const latest = (await sentTo(email, sms)).slice(0, 2);
      expect(latest.map((m) => [m.channel, m.subject ?? null, m.text]).sort()).toEqual([
        ['EMAIL', translated('ms', 'messages.denticare.cancellationSubject'), notice],
        ['SMS', null, notice],
      ]);
    });

    it('is written in the language the page had when it was confirmed, Tamil or Chinese', async () => {
      const email = 'siti.ta@example.sg';
      const tamil = await publicBooking('2027-03-03', '09:45 am', LIM, [email, '98765402'], {
        hold: { language: 'ms' },
        confirm: { language: 'ta' },
      });
      expect((await bookingRow(tamil.appointmentId))?.language).toBe('ta');
      const [mail] = await sentTo(email);
      expect(mail?.subject).toBe(translated('ta', 'messages.denticare.confirmationSubject'));
      expect(mail?.text).toBe(
        translated('ta', 'messages.denticare.confirmationText', {
          service: 'Dental Scaling and Polishing',
          date: '03/03/2027',
          time: '09:45 am',
          centre: 'Denticare (Tampines One)',
          address: TAMPINES_ADDRESS,
          dentist: 'Dr Lim Wei Ling',
          link: tamil.link,
        }),
      );

      // A hold moved by PUT keeps the language given with it.
      const session = randomUUID();
      const held = { ...slot('2027-03-04', '09:00 am', RAJESH), clientSessionId: session };
      expect((await send('POST', '/public/v1/appointment', held)).statusCode).toBe(201);
      const moved = await send('PUT', '/public/v1/appointment', {
        ...held,
        timeSlot: '09:45 am',
        language: 'zh-Hans',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect((await bookingRow(moved.json().data.appointmentId as string))?.language).toBe('zh-Hans');
    });

    it('without a language stays in English, with the clinic where it is', async () => {
      // The address the mails give is the one the booking page shows for the clinic.
      const res = await suite.app.inject(`/public/v1/centers?clientSessionId=${randomUUID()}`);
      const centres: { centerId: string; address: string }[] = res.json().data.centers;
      expect(centres.find((c) => c.centerId === TAMPINES)?.address).toBe(TAMPINES_ADDRESS);
      const [email, sms] = ['siti.en@example.sg', '+6598765403'];
      const booked = await publicBooking('2027-03-05', '09:00 am', RAJESH, [email, '98765403']);
      expect((await bookingRow(booked.appointmentId))?.language).toBe('en');
      const confirmation = `Your Dental Scaling and Polishing appointment is booked for 05/03/2027 at 09:00 am, at Denticare (Tampines One) (${TAMPINES_ADDRESS}), with Dr Rajesh Kumar. To cancel it, open ${booked.link}`;
      const sent = await sentTo(email, sms);
      expect(sent.map((m) => [m.channel, m.subject ?? null, m.text]).sort()).toEqual([
        ['EMAIL', 'Your Denticare appointment is booked', confirmation],
        ['SMS', null, confirmation],
      ]);
      await send('PUT', '/public/v1/appointment/cancel', {
        clientSessionId: booked.session,
        appointmentId: booked.appointmentId,
      });
      const [notice] = await sentTo(email);
      expect(notice?.subject).toBe('Your Denticare appointment is cancelled');
      expect(notice?.text).toBe(
        `Your Dental Scaling and Polishing appointment on 05/03/2027 at 09:00 am, at Denticare (Tampines One) (${TAMPINES_ADDRESS}), is cancelled.`,
      );
    });

    it('refuses a language it does not offer with the catalogue text, holding nothing', async () => {
      const invalid = [{ in: 'body', path: 'language', message: messages.validation.invalidValue }];
      for (const language of ['fr', 'zh', 'MS', '', null, 7]) {
        const session = randomUUID();
        const res = await send('POST', '/public/v1/appointment', {
          ...slot('2027-03-08', '09:00 am', LIM),
          clientSessionId: session,
          language,
        });
        expect(res.statusCode, JSON.stringify(language)).toBe(400);
        expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', data: { errors: invalid } });
        expect(
          (await suite.app.inject(`/public/v1/appointment?clientSessionId=${session}`)).json().data,
        ).toBeNull();
      }
      const confirm = await send('POST', '/public/v1/appointment/review/confirm', {
        clientSessionId: randomUUID(),
        marketingConsentAgreed: true,
        language: 'english',
      });
      expect(confirm.statusCode).toBe(400);
      expect(confirm.json().data.errors).toEqual(invalid);
      const signedIn = await call('POST', '/denticare/client/appointment', {
        payload: { ...slot('2027-03-08', '09:00 am'), language: 'de' },
      });
      expect(signedIn.statusCode).toBe(400);
      expect(signedIn.json().data.errors).toEqual(invalid);
    });
  });

  it("keeps a signed-in customer's own language on their booking, else the page's, else English", async () => {
    expect((await call('POST', '/denticare/client/register')).statusCode).toBe(201);
    const book = async (day: string, language?: string) => {
      const res = await call('POST', '/denticare/client/appointment', {
        payload: { ...slot(day, '02:15 pm', RAJESH), ...(language ? { language } : {}) },
      });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await suite.database.handle.db
        .select()
        .from(bookings)
        .where(eq(bookings.id, res.json().data.id as string));
      return row?.language;
    };
    expect(await book('2027-03-10')).toBe('en');
    expect(await book('2027-03-11', 'ms')).toBe('ms');
    expect((await call('PUT', '/profile/language', { payload: { language: 'ta' } })).statusCode).toBe(200);
    expect(await book('2027-03-12', 'ms')).toBe('ta');
    expect(await book('2027-03-15')).toBe('ta');
    expect((await call('PUT', '/profile/language', { payload: { language: 'en' } })).statusCode).toBe(200);
  });

  it("writes the eGIRO emails in the account's language: English until chosen, then Tamil", async () => {
    const nric = (await call('GET', '/profile')).json().data.nric as string;
    const ddaRefNo = async () =>
      (await call('GET', '/egiro/generateDDARefNo')).json().data.ddaRefNo as string;
    const status = (reference: string) => call('GET', `/egiro/status?ddaReferenceNo=${reference}`);
    const mails = async () => (await sentTo('ahkow.tan@example.sg')).filter((m) => m.channel === 'EMAIL');

    const applied = await call('POST', '/egiro/create', {
      payload: { applicantBankCode: 'DBS', ddaRefNo: await ddaRefNo(), relationship: 'Self', nric },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const arrangement = applied.json().data.arrangement;
    const reference = arrangement.ddaReferenceNo as string;
    clock = new Date(START.getTime() + EGIRO_DELAY_MS);
    try {
      expect((await status(reference)).json().data.status).toBe('ACTIVE');
      const [approved] = await mails();
      expect(approved?.subject).toBe('Your eGIRO arrangement is approved');
      expect(approved?.text).toBe(
        `Your bank has approved the eGIRO arrangement ${reference} for Tan Ah Kow. Deductions are made on the 20th of each month (the next business day when it is a weekend or public holiday).`,
      );

      expect((await call('PUT', '/profile/language', { payload: { language: 'ta' } })).statusCode).toBe(200);
      const asked = await call('POST', '/egiro/cancel', {
        payload: { boDDARefNo: reference, boTransactionRefNo: arrangement.boTransactionRefNo },
      });
      expect(asked.statusCode, asked.body).toBe(200);
      clock = new Date(START.getTime() + 2 * EGIRO_DELAY_MS);
      expect((await status(reference)).json().data.status).toBe('CANCELLED');
      const [cancelled] = await mails();
      expect(cancelled?.subject).toBe(translated('ta', 'messages.egiro.cancelledEmailSubject'));
      expect(cancelled?.text).toBe(
        translated('ta', 'messages.egiro.cancelledEmailText', { reference, name: 'Tan Ah Kow' }),
      );
      expect(cancelled?.text).toMatch(/\p{Script=Tamil}/u);

      // An application the bank rejects, for a loved one: in Tamil too.
      const forMeiLing = await call('POST', '/egiro/create', {
        payload: {
          applicantBankCode: 'DBS',
          ddaRefNo: await ddaRefNo(),
          relationship: 'Self',
          lovedOneId: suite.meiLingId,
        },
      });
      expect(forMeiLing.statusCode, forMeiLing.body).toBe(201);
      const rejected = await suite.app.inject({
        method: 'POST',
        url: new URL(forMeiLing.json().data.redirectUrl as string).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'decision=reject',
      });
      expect(rejected.statusCode).toBe(303);
      const meiLingReference = forMeiLing.json().data.arrangement.ddaReferenceNo as string;
      expect((await status(meiLingReference)).json().data.status).toBe('REJECTED');
      const [refusal] = await mails();
      expect(refusal?.subject).toBe(translated('ta', 'messages.egiro.rejectedEmailSubject'));
      expect(refusal?.text).toBe(
        translated('ta', 'messages.egiro.rejectedEmailText', {
          reference: meiLingReference,
          name: 'Tan Mei Ling',
        }),
      );
    } finally {
      clock = START;
      await call('PUT', '/profile/language', { payload: { language: 'en' } });
    }
  });

  it("sends a Client ID in the account's language", async () => {
    const profile = (await call('GET', '/profile')).json().data;
    expect((await call('PUT', '/profile/language', { payload: { language: 'zh-Hans' } })).statusCode).toBe(
      200,
    );
    try {
      const res = await call('POST', '/profile/referral-code/send', { payload: { channel: 'EMAIL' } });
      expect(res.statusCode, res.body).toBe(200);
      const [mail] = await sentTo('ahkow.tan@example.sg');
      expect(mail?.subject).toBe(translated('zh-Hans', 'messages.linking.clientIdMessageSubject'));
      expect(mail?.text).toBe(
        translated('zh-Hans', 'messages.linking.clientIdMessageText', { clientId: profile.referralCode }),
      );
    } finally {
      await call('PUT', '/profile/language', { payload: { language: 'en' } });
    }
    expect(
      (await call('POST', '/profile/referral-code/send', { payload: { channel: 'SMS' } })).statusCode,
    ).toBe(200);
    const [sms] = await sentTo('+6591234567');
    expect(sms?.text).toBe(
      `Your careportal Client ID is ${String(profile.referralCode)}. Use it with your ID number to link your profile.`,
    );
  });
});
