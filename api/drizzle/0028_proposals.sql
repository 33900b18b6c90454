CREATE TABLE "proposals" (
	"proposal_idx" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'RECEIVED' NOT NULL,
	"answer" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_by" integer,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_created_by_members_member_idx_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_answered_by_members_member_idx_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposals_created_by_idx" ON "proposals" USING btree ("created_by","proposal_idx");--> statement-breakpoint
CREATE INDEX "proposals_status_idx" ON "proposals" USING btree ("status","proposal_idx");--> statement-breakpoint
CREATE INDEX "proposals_search_trgm" ON "proposals" USING gin (lower("subject" || ' ' || "content") gin_trgm_ops);
