import { z } from 'zod';

import { messages } from '../messages/index.js';
import { DISPLAY_MODES } from './displayMode.js';

// Apart from displayMode.ts, which the portal's shell imports on every page: this schema would bring zod with it.

/** PUT profile/display-mode: the signed-in customer's own choice, whoever they act for. */
export const displayModeRequestSchema = z.object({
  displayMode: z.enum(DISPLAY_MODES, { error: messages.validation.invalidValue }),
});

/** The body of {@link displayModeRequestSchema}, and of its answer. */
export type DisplayModeRequest = z.output<typeof displayModeRequestSchema>;
