CREATE TABLE "vault_biometric_wraps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"credential_id" text NOT NULL,
	"prf_salt" text NOT NULL,
	"wrapped_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vault_biometric_wraps_credential_key" UNIQUE("user_id","credential_id")
);
--> statement-breakpoint
CREATE TABLE "vault_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"category" text NOT NULL,
	"access_level" smallint NOT NULL,
	"ai_access_granted" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"content" text,
	"tags" text,
	"file_name" text,
	"file_size" bigint,
	"file_extension" text,
	"file_state" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vault_keyrings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"kdf" text NOT NULL,
	"iterations" integer NOT NULL,
	"salt" text NOT NULL,
	"wrapped_key" text NOT NULL,
	"verifier" text NOT NULL,
	"key_proof_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vault_biometric_wraps" ADD CONSTRAINT "vault_biometric_wraps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_items" ADD CONSTRAINT "vault_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_keyrings" ADD CONSTRAINT "vault_keyrings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vault_items_user_created_idx" ON "vault_items" USING btree ("user_id","created_at");