CREATE TABLE "comments" (
	"comment_idx" serial PRIMARY KEY NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_idx" integer NOT NULL,
	"parent_idx" integer,
	"author_idx" integer NOT NULL,
	"content" text NOT NULL,
	"anchor" jsonb,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_idx_comments_comment_idx_fk" FOREIGN KEY ("parent_idx") REFERENCES "public"."comments"("comment_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_idx_members_member_idx_fk" FOREIGN KEY ("author_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_resolved_by_members_member_idx_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_deleted_by_members_member_idx_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_subject_idx" ON "comments" USING btree ("subject_kind","subject_idx","created_at");--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_idx");