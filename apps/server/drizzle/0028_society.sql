CREATE TABLE "event_rsvps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"registered_at" timestamp with time zone,
	"seq" bigserial NOT NULL,
	CONSTRAINT "event_rsvps_status_check" CHECK ("event_rsvps"."status" in ('registered', 'waitlisted'))
);
--> statement-breakpoint
CREATE TABLE "perk_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"perk_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"period" text NOT NULL,
	"code" text,
	"request_id" uuid,
	"redeemed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "society_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"capacity" integer NOT NULL,
	"attendees" integer DEFAULT 0 NOT NULL,
	"tier_requirement" text NOT NULL,
	"category" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "society_events_tier_check" CHECK ("society_events"."tier_requirement" in ('gold', 'platinum', 'black')),
	CONSTRAINT "society_events_seats_check" CHECK ("society_events"."capacity" > 0 and "society_events"."attendees" >= 0 and "society_events"."attendees" <= "society_events"."capacity")
);
--> statement-breakpoint
CREATE TABLE "society_gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"gift_name" text NOT NULL,
	"sent_date" date NOT NULL,
	"category" text NOT NULL,
	"value_cents" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "society_gifts_status_check" CHECK ("society_gifts"."status" in ('delivered', 'enjoyed', 'other')),
	CONSTRAINT "society_gifts_value_check" CHECK ("society_gifts"."value_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "society_perks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"tier" text NOT NULL,
	"value" text NOT NULL,
	"fulfilment" text DEFAULT 'code' NOT NULL,
	"expires_at" date,
	"stock_remaining" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "society_perks_category_check" CHECK ("society_perks"."category" in ('monthly', 'birthday', 'events', 'discounts')),
	CONSTRAINT "society_perks_tier_check" CHECK ("society_perks"."tier" in ('trial', 'gold', 'platinum', 'black')),
	CONSTRAINT "society_perks_fulfilment_check" CHECK ("society_perks"."fulfilment" in ('code', 'concierge')),
	CONSTRAINT "society_perks_stock_check" CHECK ("society_perks"."stock_remaining" is null or "society_perks"."stock_remaining" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_event_id_society_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."society_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perk_redemptions" ADD CONSTRAINT "perk_redemptions_perk_id_society_perks_id_fk" FOREIGN KEY ("perk_id") REFERENCES "public"."society_perks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perk_redemptions" ADD CONSTRAINT "perk_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "society_gifts" ADD CONSTRAINT "society_gifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_rsvps_member_idx" ON "event_rsvps" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "event_rsvps_line_idx" ON "event_rsvps" USING btree ("event_id","status","seq");--> statement-breakpoint
CREATE INDEX "event_rsvps_user_idx" ON "event_rsvps" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "perk_redemptions_once_idx" ON "perk_redemptions" USING btree ("perk_id","user_id","period");--> statement-breakpoint
CREATE INDEX "perk_redemptions_user_idx" ON "perk_redemptions" USING btree ("user_id","redeemed_at");--> statement-breakpoint
CREATE INDEX "society_events_starts_idx" ON "society_events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "society_gifts_user_idx" ON "society_gifts" USING btree ("user_id","sent_date");--> statement-breakpoint
CREATE UNIQUE INDEX "society_perks_title_idx" ON "society_perks" USING btree ("title");