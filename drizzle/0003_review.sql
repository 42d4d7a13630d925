CREATE TABLE "report_publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"source" text NOT NULL,
	"file_path" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published_by" text,
	"email_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_publications_source_check" CHECK ("report_publications"."source" in ('generated', 'uploaded'))
);
--> statement-breakpoint
CREATE TABLE "review_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"finding_id" text,
	"action" text NOT NULL,
	"rule" text NOT NULL,
	"year" integer,
	"original_amount_cents" integer,
	"amount_cents" integer,
	"reason" text,
	"added" jsonb,
	"reviewer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_decisions_action_check" CHECK ("review_decisions"."action" in ('confirm', 'adjust', 'reject', 'add')),
	CONSTRAINT "review_decisions_finding_check" CHECK (("review_decisions"."action" = 'add') = ("review_decisions"."finding_id" is null)),
	CONSTRAINT "review_decisions_amount_check" CHECK ("review_decisions"."amount_cents" is null or "review_decisions"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "report_publications" ADD CONSTRAINT "report_publications_published_by_profiles_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_decisions" ADD CONSTRAINT "review_decisions_reviewer_id_profiles_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_publications_request_version_idx" ON "report_publications" USING btree ("request_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "review_decisions_request_finding_idx" ON "review_decisions" USING btree ("request_id","finding_id") WHERE "review_decisions"."finding_id" is not null;--> statement-breakpoint
CREATE INDEX "review_decisions_updated_at_idx" ON "review_decisions" USING btree ("updated_at" DESC NULLS LAST);