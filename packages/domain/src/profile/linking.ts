import { messages } from '../messages/index.js';
import { nationalIdMessage } from '../national-id/message.js';
import type { IdType, ProfileLinkingStatus, ReferralChannel } from '../schemas/enums.js';

/** What decides whether a profile shows as pending link. */
export interface PendingLinkInput {
  profileLinkingStatus: ProfileLinkingStatus | null | undefined;
  /** The linked Denticare association; empty when there is none. */
  denticareAssociationId: string | null | undefined;
  /** How many services the person has. */
  serviceCount: number;
}

/**
 * Whether the profile shows as pending link (seed 000 section 4): its linking status is PENDING, it has no linked
 * Denticare association (the id is empty or missing) and no services.
 */
export function isPendingLink({
  profileLinkingStatus,
  denticareAssociationId,
  serviceCount,
}: PendingLinkInput): boolean {
  const hasAssociation = (denticareAssociationId ?? '').trim() !== '';
  return profileLinkingStatus === 'PENDING' && !hasAssociation && serviceCount === 0;
}

/** What decides which personal-details fields are locked. */
export interface PersonalDetailsLockInput {
  profileLinkingStatus: ProfileLinkingStatus | null | undefined;
  /** The profile already has an ID number. */
  hasNric: boolean;
  /** The profile already has an email address. */
  hasEmail: boolean;
  /** The person is one of the users whose name is locked regardless of linking. */
  flaggedNameLock?: boolean | undefined;
}

/** Which personal-details fields can no longer be edited. */
export interface PersonalDetailsLocks {
  name: boolean;
  nric: boolean;
  email: boolean;
}

/**
 * Which personal-details fields are locked (seed 000 section 5): the full name once the profile is LINKED or for
 * flagged users, the ID number once one exists, the email once it has a value.
 */
export function personalDetailsLocks({
  profileLinkingStatus,
  hasNric,
  hasEmail,
  flaggedNameLock = false,
}: PersonalDetailsLockInput): PersonalDetailsLocks {
  return { name: profileLinkingStatus === 'LINKED' || flaggedNameLock, nric: hasNric, email: hasEmail };
}

/** The body of POST profile/referral-code/send: the channel, and the ID of the client record when known. */
export interface ClientIdSendRequest {
  channel: ReferralChannel;
  idType?: IdType;
  nric?: string;
}

/**
 * What to ask for when the person did not get their Client ID: the ID number they typed (trimmed) goes with its
 * type only when it is valid for that type, so the server looks up that client record; otherwise the request
 * names the channel alone and the server sends the customer's own Client ID.
 */
export function clientIdSendRequest(
  channel: ReferralChannel,
  id: { idType: IdType | null | undefined; nric: string | null | undefined },
): ClientIdSendRequest {
  const nric = (id.nric ?? '').trim();
  if (id.idType === null || id.idType === undefined || nationalIdMessage(id.idType, nric) !== undefined) {
    return { channel };
  }
  return { channel, idType: id.idType, nric };
}

/** The confirmation once the Client ID is on its way (seed 000 section 8, success messages), by channel. */
export function clientIdSentMessage(channel: ReferralChannel): string {
  return channel === 'EMAIL' ? messages.linking.clientIdSentToEmail : messages.linking.clientIdSentToMobile;
}
