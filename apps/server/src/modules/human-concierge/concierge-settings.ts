import {
  type CommunicationPreferences,
  communicationPreferencesSchema,
  type ConciergeSettings,
  type ConciergeSettingsInput,
  DEFAULT_COMMUNICATION_PREFERENCES,
  ESCALATION_RULE_IDS,
  type EscalationRuleId,
} from '@aurum/shared/human-concierge/human-concierge-contract';
import { escalationRules } from '@aurum/shared/human-concierge/human-concierge-rules';
import {
  COMMUNICATION_PREFERENCES_KEY,
  escalationRuleKey,
  HUMAN_CONCIERGE_PREFERENCE_CATEGORY as CATEGORY,
} from '@aurum/shared/human-concierge/human-concierge-texts';
import type { Executor } from '../../db/client';
import { readPreferenceCategory, upsertPreference } from '../profile/profile.api';

/**
 * The member's escalation rules and communication preferences (spec 02 sections 4 and 9), kept
 * as JSON text in user_preferences (category human_concierge, keys communication_preferences and
 * escalation_rule_{id}).
 */
function parsed(text: string | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export async function readConciergeSettings(
  db: Executor,
  userId: string,
  highValueAllowed: boolean,
): Promise<ConciergeSettings> {
  const stored = await readPreferenceCategory(db, userId, CATEGORY);
  const prefs = communicationPreferencesSchema.safeParse(
    parsed(stored.get(COMMUNICATION_PREFERENCES_KEY)),
  );
  const saved = new Map<EscalationRuleId, boolean>();
  for (const id of ESCALATION_RULE_IDS) {
    const rule = parsed(stored.get(escalationRuleKey(id))) as { is_enabled?: unknown } | null;
    if (typeof rule?.is_enabled === 'boolean') saved.set(id, rule.is_enabled);
  }
  return {
    communication_preferences: prefs.success ? prefs.data : DEFAULT_COMMUNICATION_PREFERENCES,
    escalation_rules: escalationRules(saved, highValueAllowed),
  };
}

export async function saveConciergeSettings(
  tx: Executor,
  userId: string,
  input: ConciergeSettingsInput,
  now: Date,
) {
  const write = (key: string, value: object) =>
    upsertPreference(tx, userId, { category: CATEGORY, key, value: JSON.stringify(value) }, now);
  if (input.communication_preferences) {
    const prefs: CommunicationPreferences = input.communication_preferences;
    await write(COMMUNICATION_PREFERENCES_KEY, prefs);
  }
  for (const rule of input.escalation_rules ?? []) {
    await write(escalationRuleKey(rule.id), { is_enabled: rule.is_enabled });
  }
}
