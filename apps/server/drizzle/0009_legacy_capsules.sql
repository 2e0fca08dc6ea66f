CREATE TABLE "legacy_capsules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"capsule_type" text NOT NULL,
	"title" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"release_date" text NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'sealed' NOT NULL,
	"sealed_key" text NOT NULL,
	"sealed_content" text NOT NULL,
	"key_id" text NOT NULL,
	"link_token_hash" text,
	"link_expires_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "legacy_capsules" ADD CONSTRAINT "legacy_capsules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legacy_capsules_user_created_idx" ON "legacy_capsules" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "legacy_capsules_due_idx" ON "legacy_capsules" USING btree ("status","release_at");--> statement-breakpoint
CREATE INDEX "legacy_capsules_link_idx" ON "legacy_capsules" USING btree ("link_token_hash");