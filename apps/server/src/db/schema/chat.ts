import type { MatchingResult, ProviderSummary } from '@aurum/shared/requests/request-contract';
import type {
  ChangeableField,
  ChatChoice,
  MemorySuggestion,
  ProposalTarget,
} from '@aurum/shared/chat/chat-contract';
import type { StoredVaultRequest } from '@aurum/shared/chat/vault-request';
import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { serviceRequests } from './requests';

/** An action waiting for the member to choose its request among the reply's choices. */
export interface ChoiceAction {
  action: 'cancel' | 'change' | 'status';
  changes: {
    date?: string;
    time?: string;
    location?: string;
    area?: string;
    partySize?: number;
    notes?: string;
  };
}

/** The assistant chat's history (spec 02 section 3): the member's messages and the replies. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    isFromUser: boolean('is_from_user').notNull(),
    /** 'member', 'engine' (Aurum's own concierge engine) or 'model' (the language model). */
    author: text('author').notNull(),
    /** The reply offers 'Search on Google' for `search_text`. */
    hasGoogleFallback: boolean('has_google_fallback').notNull().default(false),
    searchText: text('search_text'),
    /** A lasting preference the assistant offers to remember. */
    memorySuggestion: jsonb('memory_suggestion').$type<MemorySuggestion>(),
    /** en, af or zu: the member's language, which the reply answers in. */
    language: text('language').notNull().default('en'),
    /** The member's requests offered as candidates when a message could mean several. */
    choices: jsonb('choices').$type<ChatChoice[]>().notNull().default([]),
    /**
     * What the member asked when the reply offered `choices` (an action on the request they tap):
     * their tap answers it without the message having to be read again.
     */
    choiceAction: jsonb('choice_action').$type<ChoiceAction>(),
    /** The reply offers the human concierge. */
    offersHuman: boolean('offers_human').notNull().default(false),
    /**
     * The member asked for something kept in their vault (ADR 062): the items' ids, categories
     * and types (never a title: the server cannot read one) and the member's decision.
     */
    vaultRequest: jsonb('vault_request').$type<StoredVaultRequest>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Insertion order: a reply written in the same instant as its message sorts after it. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('chat_messages_user_seq_idx').on(t.userId, t.seq)],
);

/**
 * A request the assistant proposed in a reply (several in one reply: `position` orders them), or
 * a cancel or change of one of the member's requests. Nothing is filed or changed until the
 * member confirms; confirming locks this row and acts in the same transaction, so a double click
 * acts once.
 */
export const chatProposals = pgTable(
  'chat_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    /** Its place among the reply's proposals, from 0. */
    position: integer('position').notNull().default(0),
    /** new, cancel or change. */
    kind: text('kind').notNull().default('new'),
    /** The member's request a cancel or change acts on, as it was when proposed. */
    target: jsonb('target').$type<ProposalTarget>(),
    /** The other requests the member's words could have meant ("no, the other one"). */
    alternatives: jsonb('alternatives').$type<string[]>().notNull().default([]),
    /** The fields a change changes. */
    changed: jsonb('changed').$type<ChangeableField[]>().notNull().default([]),
    partySize: integer('party_size'),
    /** A restaurant table, matched to dining providers. */
    dining: boolean('dining').notNull().default(false),
    serviceType: text('service_type').notNull(),
    description: text('description').notNull(),
    location: text('location'),
    area: text('area'),
    preferredDate: date('preferred_date', { mode: 'string' }),
    /** HH:MM, 24 h. */
    preferredTime: text('preferred_time'),
    specialRequests: text('special_requests'),
    confidence: doublePrecision('confidence').notNull(),
    /** The providers offered when it was proposed (one best match or up to three options). */
    providers: jsonb('providers').$type<ProviderSummary[]>().notNull(),
    // No allergies or diet here: they are sealed medical info, read when shown or filed (ADR 033).
    /** open until the member confirms it, then filed (new) or done (cancel, change); replaced by a follow-up. */
    status: text('status').notNull().default('open'),
    requestId: uuid('request_id').references(() => serviceRequests.id, { onDelete: 'set null' }),
    matching: jsonb('matching').$type<MatchingResult>(),
    filedAt: timestamp('filed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_proposals_user_status_idx').on(t.userId, t.status),
    index('chat_proposals_message_idx').on(t.messageId, t.position),
  ],
);

/** The assistant's memory of a member (spec 02 section 3); the vault's Memory Bank tab edits it. */
export const memoryBank = pgTable(
  'memory_bank',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** food, travel, wellness, lifestyle, work, personal. */
    category: text('category').notNull(),
    preferenceKey: text('preference_key').notNull(),
    preferenceValue: text('preference_value').notNull(),
    /** 0 to 1, shown as a percentage. */
    confidenceScore: doublePrecision('confidence_score').notNull(),
    /** user_input, ai_learned, conversation, behavior. */
    source: text('source').notNull(),
    verified: boolean('verified').notNull().default(false),
    context: text('context').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('memory_bank_user_updated_idx').on(t.userId, t.updatedAt)],
);
