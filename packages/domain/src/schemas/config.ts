import { z } from 'zod';

import { DEFAULT_APP_VERSION, DEFAULT_DISABLED_LOVED_ONE } from '../constants.js';
import { UI_MESSAGE_TYPES } from './enums.js';
import { recordId } from './shared.js';

/** A marketing channel from the MARKETING_CHANNEL master-code list: its id and shown value. */
export const marketingChannelSchema = z.object({
  id: recordId(),
  value: z.string(),
});

/** A marketing channel. */
export type MarketingChannel = z.output<typeof marketingChannelSchema>;

/**
 * The remote app configuration. Missing values take the defaults: version '0.0.0', and the loved-one feature
 * disabled (`disabledLovedOne` true).
 */
export const appConfigSchema = z.object({
  versionNumber: z.string().default(DEFAULT_APP_VERSION),
  disabledLovedOne: z.boolean().default(DEFAULT_DISABLED_LOVED_ONE),
});

/** The app configuration, defaults applied. */
export type AppConfig = z.output<typeof appConfigSchema>;

/**
 * A message shown to the user. Types error and support stay open and get the support-email line unless
 * `ignoreSupportEmail` is set; other types close after a few seconds.
 */
export const uiMessageSchema = z.object({
  type: z.enum(UI_MESSAGE_TYPES),
  content: z.string(),
  ignoreSupportEmail: z.boolean().optional(),
});

/** A UI message. */
export type UiMessage = z.output<typeof uiMessageSchema>;
