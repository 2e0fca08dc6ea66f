-- ADR 033: proposals keep no medical info. Earlier rows wrote the member's allergies and diet
-- into their notes and the engine's reply named them; both are removed here (the proposal now
-- reads them from the sealed medical info, and the filed request adds them on confirmation).
UPDATE "chat_proposals"
SET "special_requests" = nullif(
  btrim(regexp_replace("special_requests", '^(Allergies|Dietary restrictions): [^\n]*(\n|$)', '', 'gn'), E'\n'),
  ''
)
WHERE "special_requests" ~ '(^|\n)(Allergies|Dietary restrictions): ';--> statement-breakpoint
UPDATE "chat_messages"
SET "message" = regexp_replace(
  "message",
  'I''ve added your (allergies|dietary needs) \([^)]*\)( and your dietary needs \([^)]*\))? to the request\.',
  'I''ve added your food allergies and your dietary needs to the request.',
  'g'
)
WHERE NOT "is_from_user" AND "message" LIKE '%I''ve added your %';--> statement-breakpoint
ALTER TABLE "chat_proposals" DROP COLUMN "allergies";--> statement-breakpoint
ALTER TABLE "chat_proposals" DROP COLUMN "dietary_restrictions";
