CREATE TABLE "outbox_jobs" (
	"job_idx" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"dedupe_key" text,
	"run_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp (3) with time zone,
	"last_error" text,
	"done_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outbox_jobs_due_idx" ON "outbox_jobs" USING btree ("run_at") WHERE done_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_jobs_waiting_key_idx" ON "outbox_jobs" USING btree ("kind","dedupe_key") WHERE done_at IS NULL AND dedupe_key IS NOT NULL;