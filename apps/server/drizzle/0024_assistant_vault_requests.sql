ALTER TABLE "chat_messages" ADD COLUMN "vault_request" jsonb;--> statement-breakpoint
ALTER TABLE "vault_items" ADD COLUMN "last_accessed_at" timestamp with time zone;