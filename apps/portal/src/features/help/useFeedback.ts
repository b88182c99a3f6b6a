import { isEmailOrSingaporePhone } from '@careportal/domain';
import { useState, type SyntheticEvent } from 'react';
import { useApiClient } from '../../data/ApiProvider';
import { FEEDBACK_URL, type FeedbackBody } from './api';

/** Where the feedback form stands. */
export type FeedbackPhase =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  /** `message`: the API's, in English (the page shows it in the language in force), or null for the page's own. */
  | { kind: 'failed'; message: string | null };

/** The feedback form's fields, where it stands, and what it does (see {@link useFeedback}). */
export interface Feedback {
  rating: number | null;
  setRating: (rating: number | null) => void;
  comment: string;
  setComment: (comment: string) => void;
  name: string;
  setName: (name: string) => void;
  contact: string;
  setContact: (contact: string) => void;
  /** Send was pressed at least once: a missing rating and a contact that is no way to reach a person show their errors. */
  submitted: boolean;
  /** The contact is neither an email address nor a Singapore phone number (the domain's rule, the API's too). */
  contactInvalid: boolean;
  phase: FeedbackPhase;
  /** Sends the feedback (once a rating is chosen, and not while a send is under way). */
  submit: (event: SyntheticEvent) => Promise<void>;
  /** An empty form again, after the thanks. */
  again: () => void;
}

/**
 * The feedback form (POST public/v1/feedback, behind the page: a failure never leaves it): a failed send keeps
 * everything typed, with the API's message. The contact is checked by the rule the request's schema uses before
 * sending, so '12345' is held at its field and never sent.
 */
export function useFeedback(): Feedback {
  const client = useApiClient();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [phase, setPhase] = useState<FeedbackPhase>({ kind: 'editing' });
  // The rule of the request's schema, without zod: this public page stays small.
  const contactInvalid = contact.trim() !== '' && !isEmailOrSingaporePhone(contact);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (rating === null || contactInvalid || phase.kind === 'sending') return;
    setPhase({ kind: 'sending' });
    const body: FeedbackBody = { rating, comment, name, contact };
    const result = await client.request<{ status: string }>('POST', FEEDBACK_URL, {
      auth: false,
      quiet: true,
      body,
      background: true,
    });
    if (result.error) {
      setPhase({ kind: 'failed', message: result.errorMessage });
      return;
    }
    setPhase({ kind: 'sent' });
  };

  const again = () => {
    setRating(null);
    setComment('');
    setName('');
    setContact('');
    setSubmitted(false);
    setPhase({ kind: 'editing' });
  };

  return {
    rating,
    setRating,
    comment,
    setComment,
    name,
    setName,
    contact,
    setContact,
    submitted,
    contactInvalid,
    phase,
    submit,
    again,
  };
}
