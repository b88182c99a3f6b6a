import { z } from 'zod';

import { messages } from '../messages/index.js';
import { LOCALES } from './locales.js';

// Apart from locales.ts, which the portal's shell imports on every page: this schema would bring zod with it.

/** One of {@link LOCALES} in a request; anything else is 400 with the catalogue's words. */
export const localeSchema = z.enum(LOCALES, { error: messages.validation.invalidValue });

/** PUT profile/language: the signed-in customer's own language, whoever they act for. */
export const languageRequestSchema = z.object({ language: localeSchema });

/** The body of {@link languageRequestSchema}, and of its answer. */
export type LanguageRequest = z.output<typeof languageRequestSchema>;
