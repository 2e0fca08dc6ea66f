ALTER TABLE "service_providers" ADD COLUMN "dining" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "party_size" integer;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "dining" boolean DEFAULT false NOT NULL;