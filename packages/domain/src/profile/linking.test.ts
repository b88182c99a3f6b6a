import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { REFERRAL_CHANNELS, type IdType } from '../schemas/enums.js';
import { clientIdSendRequest, clientIdSentMessage, type ClientIdSendRequest } from './index.js';

describe('clientIdSendRequest (POST profile/referral-code/send)', () => {
  it.each<[string, IdType | null | undefined, string | null | undefined, ClientIdSendRequest]>([
    [
      'a valid NRIC goes with its type',
      'NRIC',
      'S1234567D',
      { channel: 'EMAIL', idType: 'NRIC', nric: 'S1234567D' },
    ],
    [
      'a valid FIN goes with its type',
      'FIN',
      'F1234567N',
      { channel: 'EMAIL', idType: 'FIN', nric: 'F1234567N' },
    ],
    [
      'a passport number goes with its type',
      'PASSPORT',
      'K1234567',
      { channel: 'EMAIL', idType: 'PASSPORT', nric: 'K1234567' },
    ],
    [
      'surrounding spaces are trimmed',
      'NRIC',
      '  S1234567D ',
      { channel: 'EMAIL', idType: 'NRIC', nric: 'S1234567D' },
    ],
    ['an NRIC with a wrong check letter is left out', 'NRIC', 'S1234567A', { channel: 'EMAIL' }],
    ['a FIN typed as an NRIC is left out', 'NRIC', 'F1234567N', { channel: 'EMAIL' }],
    ['a passport number too short is left out', 'PASSPORT', 'K12', { channel: 'EMAIL' }],
    ['nothing typed sends the channel alone', 'NRIC', '', { channel: 'EMAIL' }],
    ['no ID number sends the channel alone', 'NRIC', null, { channel: 'EMAIL' }],
    ['no ID type sends the channel alone', undefined, 'S1234567D', { channel: 'EMAIL' }],
  ])('%s', (_case, idType, nric, expected) => {
    expect(clientIdSendRequest('EMAIL', { idType, nric })).toEqual(expected);
  });

  it('keeps the channel asked for', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REFERRAL_CHANNELS), fc.string(), (channel, nric) => {
        expect(clientIdSendRequest(channel, { idType: 'NRIC', nric }).channel).toBe(channel);
      }),
    );
  });

  it('never sends an ID number without its type', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<IdType | undefined>('NRIC', 'FIN', 'PASSPORT', undefined),
        fc.string(),
        (idType, nric) => {
          const body = clientIdSendRequest('SMS', { idType, nric });
          expect('nric' in body).toBe('idType' in body);
        },
      ),
    );
  });
});

describe('clientIdSentMessage (seed 000 section 8, success messages)', () => {
  it('names the email address for EMAIL', () => {
    expect(clientIdSentMessage('EMAIL')).toBe('Client ID Has Been Sent To Your Email Address');
  });

  it('names the mobile number for SMS', () => {
    expect(clientIdSentMessage('SMS')).toBe('Client ID Has Been Sent To Your Mobile Number');
  });
});
