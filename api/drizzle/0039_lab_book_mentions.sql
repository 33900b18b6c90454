CREATE TABLE "lab_book_mentions" (
	"lb_idx" integer NOT NULL,
	"member_idx" integer NOT NULL,
	"notified_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_book_mentions_lb_idx_member_idx_pk" PRIMARY KEY("lb_idx","member_idx")
);
--> statement-breakpoint
ALTER TABLE "lab_book_mentions" ADD CONSTRAINT "lab_book_mentions_lb_idx_lab_books_lb_idx_fk" FOREIGN KEY ("lb_idx") REFERENCES "public"."lab_books"("lb_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_book_mentions" ADD CONSTRAINT "lab_book_mentions_member_idx_members_member_idx_fk" FOREIGN KEY ("member_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;