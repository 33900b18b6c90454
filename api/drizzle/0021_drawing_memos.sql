CREATE TABLE "memos" (
	"memo_idx" serial PRIMARY KEY NOT NULL,
	"lb_idx" integer NOT NULL,
	"title" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "memos" ADD CONSTRAINT "memos_lb_idx_lab_books_lb_idx_fk" FOREIGN KEY ("lb_idx") REFERENCES "public"."lab_books"("lb_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memos" ADD CONSTRAINT "memos_created_by_members_member_idx_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memos_lb_idx" ON "memos" USING btree ("lb_idx","memo_idx");