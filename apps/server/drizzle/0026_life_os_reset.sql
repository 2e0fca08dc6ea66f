CREATE TABLE "away_notes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"note" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"session_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reset_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"trigger_reason" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"actions" text[] NOT NULL,
	"actions_completed" text[] DEFAULT '{}'::text[] NOT NULL,
	"outcomes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "reset_sessions_status_check" CHECK ("reset_sessions"."status" in ('active', 'completed', 'interrupted')),
	CONSTRAINT "reset_sessions_trigger_check" CHECK ("reset_sessions"."trigger_reason" in ('manual', 'mood'))
);
--> statement-breakpoint
ALTER TABLE "away_notes" ADD CONSTRAINT "away_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "away_notes" ADD CONSTRAINT "away_notes_session_id_reset_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."reset_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reset_sessions" ADD CONSTRAINT "reset_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reset_sessions_one_active_idx" ON "reset_sessions" USING btree ("user_id") WHERE "reset_sessions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "reset_sessions_user_started_idx" ON "reset_sessions" USING btree ("user_id","started_at");