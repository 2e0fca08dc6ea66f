CREATE TABLE "concierge_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"requested_staff_id" uuid,
	"assigned_staff_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"priority_level" text NOT NULL,
	"escalation_reason" text NOT NULL,
	"sealed_summary" text NOT NULL,
	"sealed_context" text NOT NULL,
	"key_id" text NOT NULL,
	"tier" text NOT NULL,
	"promise_minutes" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"first_response_at" timestamp with time zone,
	"overdue_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"rating" integer,
	"sealed_rating_comment" text,
	"rated_at" timestamp with time zone,
	"member_read_at" timestamp with time zone,
	"staff_read_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "concierge_cases_status_check" CHECK ("concierge_cases"."status" in ('pending', 'accepted', 'in_progress', 'completed')),
	CONSTRAINT "concierge_cases_priority_check" CHECK ("concierge_cases"."priority_level" in ('urgent', 'high', 'medium', 'low')),
	CONSTRAINT "concierge_cases_rating_check" CHECK ("concierge_cases"."rating" is null or "concierge_cases"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "concierge_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"case_id" uuid NOT NULL,
	"author" text NOT NULL,
	"author_id" uuid,
	"sealed_text" text NOT NULL,
	"key_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "concierge_messages_author_check" CHECK ("concierge_messages"."author" in ('member', 'staff', 'system'))
);
--> statement-breakpoint
CREATE TABLE "concierge_profiles" (
	"staff_id" uuid PRIMARY KEY NOT NULL,
	"specialties" text[] NOT NULL,
	"languages" text[] NOT NULL,
	"timezone" text NOT NULL,
	"availability_status" text NOT NULL,
	"response_time" text NOT NULL,
	"is_lead" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "concierge_profiles_availability_check" CHECK ("concierge_profiles"."availability_status" in ('available', 'busy', 'offline'))
);
--> statement-breakpoint
ALTER TABLE "concierge_cases" ADD CONSTRAINT "concierge_cases_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_cases" ADD CONSTRAINT "concierge_cases_requested_staff_id_users_id_fk" FOREIGN KEY ("requested_staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_cases" ADD CONSTRAINT "concierge_cases_assigned_staff_id_users_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_messages" ADD CONSTRAINT "concierge_messages_case_id_concierge_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."concierge_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_messages" ADD CONSTRAINT "concierge_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_profiles" ADD CONSTRAINT "concierge_profiles_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "concierge_cases_member_idx" ON "concierge_cases" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "concierge_cases_open_idx" ON "concierge_cases" USING btree ("status","due_at") WHERE "concierge_cases"."status" <> 'completed';--> statement-breakpoint
CREATE INDEX "concierge_cases_assigned_idx" ON "concierge_cases" USING btree ("assigned_staff_id");--> statement-breakpoint
CREATE INDEX "concierge_messages_case_idx" ON "concierge_messages" USING btree ("case_id","created_at");