import type { z } from 'zod';
import { route, typed } from '../api-route';
import type {
  AssistantsView,
  CaseDetail,
  caseListQuerySchema,
  CaseMessage,
  caseMessageSchema,
  caseRatingSchema,
  CaseView,
  ConciergeSettings,
  ConciergeSettingsInput,
  ConnectInput,
} from './human-concierge-contract';

/** The member's human concierge: assistants, settings and case threads, gold and up (ADR 080). */

/** The tier's visible assistants (403 below gold). */
export const assistants = route(
  'GET',
  '/api/human-concierge/assistants',
  typed<{ answer: AssistantsView }>,
);

export const settings = route(
  'GET',
  '/api/human-concierge/settings',
  typed<{ answer: ConciergeSettings }>,
);

export const saveSettings = route(
  'PUT',
  '/api/human-concierge/settings',
  typed<{
    answer: ConciergeSettings;
    body: ConciergeSettingsInput;
  }>,
);

/** Opens a case with a concierge (201). */
export const connect = route(
  'POST',
  '/api/human-concierge/cases',
  typed<{
    answer: CaseDetail;
    body: ConnectInput;
  }>,
);

/** Open cases (active) or completed ones (history). */
export const cases = route(
  'GET',
  '/api/human-concierge/cases',
  typed<{
    answer: CaseView[];
    query: z.input<typeof caseListQuerySchema>;
  }>,
);

/** One case with its thread. */
export const getCase = route(
  'GET',
  '/api/human-concierge/cases/:id',
  typed<{ answer: CaseDetail }>,
);

/** The member's message in a case's thread (201). */
export const sendMessage = route(
  'POST',
  '/api/human-concierge/cases/:id/messages',
  typed<{
    answer: CaseMessage;
    body: z.input<typeof caseMessageSchema>;
  }>,
);

/** The member has read the case's thread (204). */
export const markRead = route('POST', '/api/human-concierge/cases/:id/read');

export const rate = route(
  'POST',
  '/api/human-concierge/cases/:id/rating',
  typed<{
    answer: CaseDetail;
    body: z.input<typeof caseRatingSchema>;
  }>,
);
