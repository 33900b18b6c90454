ALTER TABLE "chain_anchors" ALTER COLUMN "tsa_token" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_book_attachments" ADD COLUMN "file_check" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chain_anchors" ADD COLUMN "tsa_pending_since" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "chain_anchors" ADD COLUMN "tsa_error" text;--> statement-breakpoint
ALTER TABLE "lab_book_signatures" ADD COLUMN "tsa_pending_since" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "lab_book_signatures" ADD COLUMN "tsa_error" text;--> statement-breakpoint
-- Hand-written (data, not schema): meetings already live or ended started when their room first opened.
UPDATE "meetings" SET "started_at" = (SELECT min("joined_at") FROM "meeting_attendance" a WHERE a."meeting_idx" = "meetings"."meeting_idx") WHERE "status" <> 'SCHEDULED';
