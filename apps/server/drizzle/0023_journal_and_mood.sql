CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"entry_type" text NOT NULL,
	"sealed_content" text NOT NULL,
	"sealed_insights" text,
	"key_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "journal_entries_type_check" CHECK ("journal_entries"."entry_type" in ('text', 'voice'))
);
--> statement-breakpoint
CREATE TABLE "mood_tracking" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"mood_score" smallint NOT NULL,
	"energy_level" smallint,
	"stress_level" smallint,
	"detected_from" text NOT NULL,
	"context" text NOT NULL,
	"activities" text[] DEFAULT '{}'::text[] NOT NULL,
	"journal_entry_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mood_tracking_mood_check" CHECK ("mood_tracking"."mood_score" between 1 and 10),
	CONSTRAINT "mood_tracking_energy_check" CHECK ("mood_tracking"."energy_level" between 1 and 10),
	CONSTRAINT "mood_tracking_stress_check" CHECK ("mood_tracking"."stress_level" between 1 and 10),
	CONSTRAINT "mood_tracking_source_check" CHECK ("mood_tracking"."detected_from" in ('journal', 'check_in')),
	CONSTRAINT "mood_tracking_entry_check" CHECK (("mood_tracking"."detected_from" = 'journal') = ("mood_tracking"."journal_entry_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mood_tracking" ADD CONSTRAINT "mood_tracking_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mood_tracking" ADD CONSTRAINT "mood_tracking_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_user_created_idx" ON "journal_entries" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "mood_tracking_user_created_idx" ON "mood_tracking" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mood_tracking_journal_entry_idx" ON "mood_tracking" USING btree ("journal_entry_id");