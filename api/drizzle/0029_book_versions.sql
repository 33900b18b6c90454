CREATE TABLE "lab_book_versions" (
	"version_idx" serial PRIMARY KEY NOT NULL,
	"lb_idx" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"by_idx" integer,
	"restored_from" integer,
	"state" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_book_version_authors" (
	"version_idx" integer NOT NULL,
	"member_idx" integer NOT NULL,
	CONSTRAINT "lab_book_version_authors_version_idx_member_idx_pk" PRIMARY KEY("version_idx","member_idx")
);
--> statement-breakpoint
CREATE TABLE "lab_book_pending_authors" (
	"lb_idx" integer NOT NULL,
	"member_idx" integer NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_book_pending_authors_lb_idx_member_idx_pk" PRIMARY KEY("lb_idx","member_idx")
);
--> statement-breakpoint
ALTER TABLE "lab_book_versions" ADD CONSTRAINT "lab_book_versions_lb_idx_lab_books_lb_idx_fk" FOREIGN KEY ("lb_idx") REFERENCES "public"."lab_books"("lb_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_book_versions" ADD CONSTRAINT "lab_book_versions_by_idx_members_member_idx_fk" FOREIGN KEY ("by_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_book_version_authors" ADD CONSTRAINT "lab_book_version_authors_version_idx_lab_book_versions_version_idx_fk" FOREIGN KEY ("version_idx") REFERENCES "public"."lab_book_versions"("version_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_book_version_authors" ADD CONSTRAINT "lab_book_version_authors_member_idx_members_member_idx_fk" FOREIGN KEY ("member_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_book_pending_authors" ADD CONSTRAINT "lab_book_pending_authors_lb_idx_lab_books_lb_idx_fk" FOREIGN KEY ("lb_idx") REFERENCES "public"."lab_books"("lb_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_book_pending_authors" ADD CONSTRAINT "lab_book_pending_authors_member_idx_members_member_idx_fk" FOREIGN KEY ("member_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_book_versions_lb_idx" ON "lab_book_versions" USING btree ("lb_idx","version_idx");
