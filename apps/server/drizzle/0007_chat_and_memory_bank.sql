CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text NOT NULL,
	"is_from_user" boolean NOT NULL,
	"author" text NOT NULL,
	"has_google_fallback" boolean DEFAULT false NOT NULL,
	"search_text" text,
	"memory_suggestion" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"service_type" text NOT NULL,
	"description" text NOT NULL,
	"location" text,
	"area" text,
	"preferred_date" date,
	"preferred_time" text,
	"special_requests" text,
	"confidence" double precision NOT NULL,
	"providers" jsonb NOT NULL,
	"allergies" jsonb NOT NULL,
	"dietary_restrictions" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"request_id" uuid,
	"matching" jsonb,
	"filed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_proposals_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE TABLE "memory_bank" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"category" text NOT NULL,
	"preference_key" text NOT NULL,
	"preference_value" text NOT NULL,
	"confidence_score" double precision NOT NULL,
	"source" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"context" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_proposals" ADD CONSTRAINT "chat_proposals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_proposals" ADD CONSTRAINT "chat_proposals_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_proposals" ADD CONSTRAINT "chat_proposals_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_bank" ADD CONSTRAINT "memory_bank_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_user_seq_idx" ON "chat_messages" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "chat_proposals_user_status_idx" ON "chat_proposals" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "memory_bank_user_updated_idx" ON "memory_bank" USING btree ("user_id","updated_at");