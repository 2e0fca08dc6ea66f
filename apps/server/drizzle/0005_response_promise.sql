ALTER TABLE "service_requests" ADD COLUMN "response_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "overdue_at" timestamp with time zone;