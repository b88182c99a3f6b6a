/**
 * Sample people for the profile page's stories and tests: a linked customer with a loved one, addresses,
 * next-of-kin and a photo; a customer whose profile waits to be linked; and a new sign-up with only a name, an
 * email and a mobile number. ID numbers are valid and fictitious.
 */
import { blankProfile, CUSTOMER, type FakeProfileData } from './fakeProfileApi';
import type { Profile } from '../profileApi';

/** The ID number of another client record (the demo's Lim Bee Hoon): saving it answers NRIC_EXISTS. */
export const OTHER_CLIENT_NRIC = 'S4912345J';
/** The loved one's ID number: saving it as the customer's answers LOVED_ONE_MAPPED. */
export const LOVED_ONE_NRIC = 'S6512345B';
/** The loved one's id. */
export const LOVED_ONE_ID = 'loved-one-1';

const PHOTO_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAbUlEQVR42u3WWw2AMBAEwBOGJjShCgUIQAIKStI2Te+SSVbAfNxj437eVAkgICAgICAgoHaO82plA+hHM2OKFZQZVn1Ql2bAFKs1vSYgICCgWqB0l9pzLdqHkjbGDZ16eMlnZgsICAgICKg66AOxOy2tYUgbTwAAAABJRU5ErkJggg==';

/** A small portrait as a PNG file. */
export function samplePhoto(): Blob {
  const bytes = Uint8Array.from(atob(PHOTO_BASE64), (character) => character.charCodeAt(0));
  return new Blob([bytes], { type: 'image/png' });
}

function customer(): Profile {
  return {
    ...blankProfile('customer-1', 'Tan Ah Kow'),
    dateOfBirth: '1952-08-14',
    gender: 'Male',
    nric: 'S5001234D',
    email: 'ahkow.tan@example.sg',
    mobileNumber: '91234567',
    maritalStatus: 'Married',
    residentStatus: 'Singapore/ Pink IC',
    nationality: 'SG',
    language: 'Hokkien, Mandarin',
    religion: 'Buddhism',
    unionMember: true,
    chasSubsidyTier: 'Blue',
    chasExpiryDate: '2027-06-30',
    marketingConsent: false,
    profileLinkingStatus: 'LINKED',
    referralCode: 'CP8A2K7Q',
    pictureUrl: 'profile/picture?v=1',
    serviceCount: 2,
    locks: { name: true, nric: true, email: true },
  };
}

function lovedOne(): Profile {
  return {
    ...blankProfile(LOVED_ONE_ID, 'Lee Siew Lan'),
    dateOfBirth: '1955-01-20',
    gender: 'Female',
    nric: LOVED_ONE_NRIC,
    email: 'siewlan.lee@example.sg',
    mobileNumber: '98765432',
    maritalStatus: 'Married',
    residentStatus: 'Singapore/ Pink IC',
    nationality: 'SG',
    language: 'Cantonese',
    profileLinkingStatus: 'LINKED',
    serviceCount: 1,
    locks: { name: true, nric: true, email: true },
    relationship: 'Spouse',
    otherRelationship: null,
  };
}

/** The linked customer Tan Ah Kow with his wife as loved one, two addresses, a next-of-kin and a photo. */
export function linkedCustomer(): FakeProfileData {
  return {
    customer: customer(),
    lovedOnes: [lovedOne()],
    addresses: {
      [CUSTOMER]: [
        {
          id: 'address-1',
          type: 'BILLING',
          postalCode: '650440',
          block: '440',
          street: 'BUKIT BATOK WEST AVENUE 8',
          building: null,
          level: '08',
          unit: '123',
          sameAs: 'NONE',
        },
        {
          id: 'address-2',
          type: 'SERVICE',
          postalCode: '650440',
          block: '440',
          street: 'BUKIT BATOK WEST AVENUE 8',
          building: null,
          level: '08',
          unit: '123',
          sameAs: 'BILLING',
        },
      ],
      [LOVED_ONE_ID]: [
        {
          id: 'address-3',
          type: 'RESIDENTIAL',
          postalCode: '730678',
          block: '678',
          street: 'WOODLANDS AVE 6',
          building: null,
          level: '03',
          unit: '45',
          sameAs: 'NONE',
        },
      ],
    },
    contacts: {
      [CUSTOMER]: [
        {
          id: 'contact-1',
          name: 'Tan Wei Ming',
          relationship: 'Child',
          otherRelationship: null,
          mobileNumber: '87654321',
          homeNumber: null,
          email: 'weiming.tan@example.sg',
          countryCode: '+65',
          payer: false,
          emergency: true,
        },
      ],
    },
    pictures: { [CUSTOMER]: samplePhoto() },
    otherClientNrics: [OTHER_CLIENT_NRIC],
    disabledLovedOne: false,
  };
}

/** Siti binte Ahmad: full details, pending link (no services, no dental association), no addresses yet. */
export function pendingCustomer(): FakeProfileData {
  return {
    customer: {
      ...blankProfile('customer-2', 'Siti binte Ahmad'),
      dateOfBirth: '1958-03-05',
      gender: 'Female',
      nric: 'S5812345E',
      email: 'siti.ahmad@example.sg',
      mobileNumber: '81234567',
      maritalStatus: 'Widowed',
      residentStatus: 'Singapore/ Pink IC',
      nationality: 'SG',
      language: 'Malay, English',
      religion: 'Islam',
      locks: { name: false, nric: true, email: true },
    },
    lovedOnes: [],
    addresses: {},
    contacts: {},
    pictures: {},
    otherClientNrics: [OTHER_CLIENT_NRIC],
    disabledLovedOne: false,
  };
}

/** Lim Bee Hoon, a new sign-up: only her name, email and mobile; no ID number, so it can still be entered. */
export function newSignUp(): FakeProfileData {
  return {
    ...pendingCustomer(),
    customer: {
      ...blankProfile('customer-3', 'Lim Bee Hoon'),
      email: 'beehoon.lim@example.sg',
      mobileNumber: '90001234',
      locks: { name: false, nric: false, email: true },
    },
  };
}
