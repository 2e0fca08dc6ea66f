-- Trigram matching for the marketplace's "contains" search and filters (PGlite loads pg_trgm too).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "booking_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"slot_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"is_booked" boolean DEFAULT false NOT NULL,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_slots_provider_date_start_unique" UNIQUE("provider_id","slot_date","start_time"),
	CONSTRAINT "booking_slots_end_after_start_check" CHECK ("booking_slots"."end_time" > "booking_slots"."start_time")
);
--> statement-breakpoint
CREATE TABLE "featured_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"priority_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "featured_listings_window_check" CHECK ("featured_listings"."end_date" >= "featured_listings"."start_date")
);
--> statement-breakpoint
CREATE TABLE "provider_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"request_id" uuid,
	"rating" smallint NOT NULL,
	"quality_rating" smallint NOT NULL,
	"response_time_rating" smallint NOT NULL,
	"value_rating" smallint NOT NULL,
	"review_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_reviews_provider_user_unique" UNIQUE("provider_id","user_id"),
	CONSTRAINT "provider_reviews_rating_check" CHECK ("provider_reviews"."rating" between 1 and 5),
	CONSTRAINT "provider_reviews_quality_check" CHECK ("provider_reviews"."quality_rating" between 1 and 5),
	CONSTRAINT "provider_reviews_response_check" CHECK ("provider_reviews"."response_time_rating" between 1 and 5),
	CONSTRAINT "provider_reviews_value_check" CHECK ("provider_reviews"."value_rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_booking_id_service_requests_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."service_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_listings" ADD CONSTRAINT "featured_listings_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_reviews" ADD CONSTRAINT "provider_reviews_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_reviews" ADD CONSTRAINT "provider_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_reviews" ADD CONSTRAINT "provider_reviews_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_slots_provider_free_idx" ON "booking_slots" USING btree ("provider_id","slot_date","start_time") WHERE not "booking_slots"."is_booked";--> statement-breakpoint
CREATE INDEX "booking_slots_free_date_idx" ON "booking_slots" USING btree ("slot_date","provider_id") WHERE not "booking_slots"."is_booked";--> statement-breakpoint
CREATE INDEX "booking_slots_booking_idx" ON "booking_slots" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "featured_listings_active_idx" ON "featured_listings" USING btree ("priority_order","start_date","end_date") WHERE "featured_listings"."is_active";--> statement-breakpoint
CREATE INDEX "featured_listings_provider_idx" ON "featured_listings" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "provider_reviews_provider_created_idx" ON "provider_reviews" USING btree ("provider_id","created_at");--> statement-breakpoint
-- Marketplace search and filter indexes on tables declared elsewhere (written by hand, not in the
-- Drizzle snapshot): trigram "contains" on the lower-cased texts, keyset order, price, category,
-- and the provider's requests (completed jobs, review eligibility).
CREATE INDEX "service_providers_name_trgm_idx" ON "service_providers" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_providers_description_trgm_idx" ON "service_providers" USING gin (lower("description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_providers_location_trgm_idx" ON "service_providers" USING gin (lower("location") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_providers_type_trgm_idx" ON "service_providers" USING gin (lower(replace("service_type", '_', ' ')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_providers_browse_idx" ON "service_providers" USING btree ("rating" DESC, "id") WHERE "is_active";--> statement-breakpoint
CREATE INDEX "service_providers_price_idx" ON "service_providers" USING btree ("price_from_cents") WHERE "is_active";--> statement-breakpoint
CREATE INDEX "service_providers_category_idx" ON "service_providers" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "service_requests_provider_status_idx" ON "service_requests" USING btree ("provider_id","status");
