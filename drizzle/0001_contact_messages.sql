ALTER TABLE "contact_messages" RENAME COLUMN "ip_address" TO "client_ip";--> statement-breakpoint
ALTER TABLE "contact_messages" RENAME COLUMN "status" TO "mail_status";--> statement-breakpoint
ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_status_check";--> statement-breakpoint
-- Hand-added: drizzle-kit records the new default in the snapshot but emits no SQL for it on a
-- renamed column; and rows from the old status values must satisfy the new check.
ALTER TABLE "contact_messages" ALTER COLUMN "mail_status" SET DEFAULT 'pending';--> statement-breakpoint
UPDATE "contact_messages" SET "mail_status" = CASE "mail_status" WHEN 'emailed' THEN 'sent' WHEN 'email_failed' THEN 'failed' ELSE 'pending' END;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "mail_error" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_user_id_idx" ON "contact_messages" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_mail_status_check" CHECK ("contact_messages"."mail_status" in ('pending', 'sent', 'outbox', 'failed'));