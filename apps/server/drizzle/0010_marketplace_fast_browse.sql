CREATE TABLE "provider_free_days" (
	"provider_id" uuid NOT NULL,
	"slot_date" date NOT NULL,
	"last_free_start" time NOT NULL,
	CONSTRAINT "provider_free_days_provider_id_slot_date_pk" PRIMARY KEY("provider_id","slot_date")
);
--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || chr(31) || replace(service_type, '_', ' ') || chr(31) || description)) STORED;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "is_emergency" boolean GENERATED ALWAYS AS (lower(description) like '%emergency%' or lower(description) like '%24/7%') STORED;--> statement-breakpoint
ALTER TABLE "provider_free_days" ADD CONSTRAINT "provider_free_days_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_providers_search_trgm_idx" ON "service_providers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_providers_location_lower_idx" ON "service_providers" USING btree (lower("location"));--> statement-breakpoint
CREATE INDEX "service_providers_emergency_idx" ON "service_providers" USING btree ("rating" DESC NULLS LAST,"id") WHERE "service_providers"."is_active" and "service_providers"."is_emergency";--> statement-breakpoint
-- service_providers_browse_idx (rating desc, id where is_active) exists since 0003; the schema names it now.
-- Enough statistics on search_text for the planner to see how common a searched word is, and so
-- walk the rating order for common words instead of sorting every match.
ALTER TABLE "service_providers" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
-- A recognised place is matched by exact spellings (a hundred or more for a metro): the trigram
-- index on location answered those equalities hundreds of times slower than the btree index on
-- lower(location), and the planner still chose it. Location text is short; "contains" scans.
DROP INDEX IF EXISTS "service_providers_location_trgm_idx";--> statement-breakpoint
-- ADR 014 / 023: a provider's rating (mean of its reviews, one decimal, 0 without) and review
-- count are the database's to write: every insert or update of a provider takes them from its
-- review rows, whatever the statement set, and a review written, changed or deleted updates its
-- provider. The provider's row is locked before that update, and the count runs after it, so a
-- review another transaction committed at the same moment is counted too.
CREATE FUNCTION service_providers_rating_from_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT coalesce(round(avg(r.rating), 1), 0), count(*)::int INTO NEW.rating, NEW.review_count
  FROM provider_reviews r WHERE r.provider_id = NEW.id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER service_providers_rating BEFORE INSERT OR UPDATE ON service_providers
  FOR EACH ROW EXECUTE FUNCTION service_providers_rating_from_reviews();--> statement-breakpoint
CREATE FUNCTION refresh_provider_rating(provider uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM service_providers WHERE id = provider FOR NO KEY UPDATE;
  UPDATE service_providers SET rating = rating WHERE id = provider;
END $$;--> statement-breakpoint
CREATE FUNCTION provider_reviews_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM refresh_provider_rating(OLD.provider_id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.provider_id IS DISTINCT FROM OLD.provider_id) THEN
    PERFORM refresh_provider_rating(NEW.provider_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER provider_reviews_rating AFTER INSERT OR UPDATE OR DELETE ON provider_reviews
  FOR EACH ROW EXECUTE FUNCTION provider_reviews_changed();--> statement-breakpoint
UPDATE service_providers SET rating = rating;--> statement-breakpoint
-- ADR 023: provider_free_days follows booking_slots. For each provider and date a change touched,
-- the latest free start is computed again (no row when nothing is free). Writers for the same
-- provider take turns on its row (FOR NO KEY UPDATE, in id order; foreign-key checks are not
-- blocked), and each computes after the one before has committed, so two bookings at once never
-- leave a booked slot counted as free.
CREATE FUNCTION refresh_free_days(pairs jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM service_providers sp
  WHERE sp.id IN (SELECT DISTINCT (e->>'provider_id')::uuid FROM jsonb_array_elements(pairs) e)
  ORDER BY sp.id FOR NO KEY UPDATE;
  WITH touched AS (
    SELECT DISTINCT (e->>'provider_id')::uuid AS provider_id, (e->>'slot_date')::date AS slot_date
    FROM jsonb_array_elements(pairs) e
  ), fresh AS (
    SELECT t.provider_id, t.slot_date,
      (SELECT max(b.start_time) FROM booking_slots b
        WHERE b.provider_id = t.provider_id AND b.slot_date = t.slot_date AND NOT b.is_booked) AS last_free_start
    FROM touched t
  ), gone AS (
    DELETE FROM provider_free_days d USING fresh f
    WHERE d.provider_id = f.provider_id AND d.slot_date = f.slot_date AND f.last_free_start IS NULL
  )
  INSERT INTO provider_free_days (provider_id, slot_date, last_free_start)
  SELECT f.provider_id, f.slot_date, f.last_free_start FROM fresh f
  WHERE f.last_free_start IS NOT NULL
  ON CONFLICT (provider_id, slot_date) DO UPDATE SET last_free_start = excluded.last_free_start;
END $$;--> statement-breakpoint
CREATE FUNCTION booking_slots_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_free_days((SELECT jsonb_agg(jsonb_build_object('provider_id', provider_id, 'slot_date', slot_date)) FROM (SELECT DISTINCT provider_id, slot_date FROM added_slots) s));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION booking_slots_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_free_days((SELECT jsonb_agg(jsonb_build_object('provider_id', provider_id, 'slot_date', slot_date)) FROM (SELECT DISTINCT provider_id, slot_date FROM removed_slots) s));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION booking_slots_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_free_days((SELECT jsonb_agg(jsonb_build_object('provider_id', provider_id, 'slot_date', slot_date)) FROM (
    SELECT provider_id, slot_date FROM slots_before UNION SELECT provider_id, slot_date FROM slots_after) s));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER booking_slots_free_days_insert AFTER INSERT ON booking_slots
  REFERENCING NEW TABLE AS added_slots FOR EACH STATEMENT EXECUTE FUNCTION booking_slots_added();--> statement-breakpoint
CREATE TRIGGER booking_slots_free_days_delete AFTER DELETE ON booking_slots
  REFERENCING OLD TABLE AS removed_slots FOR EACH STATEMENT EXECUTE FUNCTION booking_slots_removed();--> statement-breakpoint
CREATE TRIGGER booking_slots_free_days_update AFTER UPDATE ON booking_slots
  REFERENCING OLD TABLE AS slots_before NEW TABLE AS slots_after FOR EACH STATEMENT EXECUTE FUNCTION booking_slots_updated();--> statement-breakpoint
INSERT INTO provider_free_days (provider_id, slot_date, last_free_start)
SELECT provider_id, slot_date, max(start_time) FROM booking_slots WHERE NOT is_booked GROUP BY provider_id, slot_date;
