ALTER TABLE "analysis_queue" ADD COLUMN "overcharge_cents" integer;--> statement-breakpoint
ALTER TABLE "analysis_queue" ADD COLUMN "findings_count" integer;--> statement-breakpoint
ALTER TABLE "report_publications" ADD COLUMN "reviewed_audit" jsonb;--> statement-breakpoint
-- Requests analysed before these columns existed: copy the totals from their audit.
UPDATE "analysis_queue" AS q
SET "overcharge_cents" = (a."analysis_result"->'totals'->>'overchargeCents')::integer,
    "findings_count" = coalesce(jsonb_array_length(a."analysis_result"->'findings'), 0)
FROM (
  SELECT DISTINCT ON ("request_id") "request_id", "analysis_result"
  FROM "documents"
  WHERE "analysis_result" IS NOT NULL
  ORDER BY "request_id", "created_at"
) AS a
WHERE a."request_id" = q."request_id" AND q."status" = 'completed';
