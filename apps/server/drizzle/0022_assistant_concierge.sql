ALTER TABLE "chat_proposals" DROP CONSTRAINT "chat_proposals_message_id_unique";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "choices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "choice_action" jsonb;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "offers_human" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_proposals" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_proposals" ADD COLUMN "kind" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_proposals" ADD COLUMN "target" jsonb;--> statement-breakpoint
ALTER TABLE "chat_proposals" ADD COLUMN "alternatives" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_proposals" ADD COLUMN "changed" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_proposals" ADD COLUMN "party_size" integer;--> statement-breakpoint
ALTER TABLE "chat_proposals" ADD COLUMN "dining" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "dining" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "party_size" integer;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "dining" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "chat_proposals_message_idx" ON "chat_proposals" USING btree ("message_id","position");