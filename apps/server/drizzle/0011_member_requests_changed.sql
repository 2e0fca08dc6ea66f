-- ADR 025: every change to a member's requests or their timelines tells every instance, on the
-- realtime channel and only once the change commits, that the member's request lists changed, so
-- an instance that keeps those lists in memory forgets them, whichever statement made the change
-- (a service, a job, the catalogue seed or SQL by hand). PostgreSQL sends one notification per
-- member per transaction however many rows changed (identical payloads are folded).
CREATE FUNCTION notify_member_requests_changed(member uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF member IS NOT NULL THEN
    PERFORM pg_notify('aurum_realtime', json_build_object('kind', 'requests_changed', 'userId', member)::text);
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION service_requests_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM notify_member_requests_changed(OLD.user_id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM notify_member_requests_changed(NEW.user_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER service_requests_member_lists AFTER INSERT OR UPDATE OR DELETE ON service_requests
  FOR EACH ROW EXECUTE FUNCTION service_requests_changed();--> statement-breakpoint
CREATE FUNCTION request_status_updates_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.request_id ELSE NEW.request_id END;
BEGIN
  PERFORM notify_member_requests_changed(r.user_id) FROM service_requests r WHERE r.id = changed;
  IF TG_OP = 'UPDATE' AND NEW.request_id IS DISTINCT FROM OLD.request_id THEN
    PERFORM notify_member_requests_changed(r.user_id) FROM service_requests r WHERE r.id = OLD.request_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER request_status_updates_member_lists AFTER INSERT OR UPDATE OR DELETE ON request_status_updates
  FOR EACH ROW EXECUTE FUNCTION request_status_updates_changed();
