CREATE TABLE "app_rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analysis_queue" ADD COLUMN "worker_id" text;--> statement-breakpoint
ALTER TABLE "analysis_queue" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "analysis_queue" ADD COLUMN "credit_refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "analysis_queue" ADD COLUMN "failed_document_id" uuid;--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD COLUMN "sensitive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD COLUMN "redacted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "app_rate_limits_expires_at_idx" ON "app_rate_limits" USING btree ("expires_at");