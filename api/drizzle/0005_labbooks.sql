CREATE TABLE "collab_updates" (
	"name" text NOT NULL,
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collab_updates_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"update" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_book_bookmarks" (
	"member_idx" integer NOT NULL,
	"lb_idx" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_book_bookmarks_member_idx_lb_idx_pk" PRIMARY KEY("member_idx","lb_idx")
);
--> statement-breakpoint
CREATE TABLE "lab_book_sequences" (
	"group_idx" integer NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "lab_book_sequences_group_idx_year_pk" PRIMARY KEY("group_idx","year")
);
--> statement-breakpoint
CREATE TABLE "lab_book_transitions" (
	"transition_idx" serial PRIMARY KEY NOT NULL,
	"lb_idx" integer NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"by_idx" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_books" (
	"lb_idx" serial PRIMARY KEY NOT NULL,
	"project_idx" integer NOT NULL,
	"group_idx" integer NOT NULL,
	"title" text NOT NULL,
	"writer_idx" integer NOT NULL,
	"status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"share_permission" text DEFAULT 'PRIVATE' NOT NULL,
	"share_key" text,
	"seq_year" integer NOT NULL,
	"seq_number" integer NOT NULL,
	"plain_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_by" integer,
	"completed_at" timestamp with time zone,
	"snapshot" "bytea",
	"snapshot_sha256" text
);
--> statement-breakpoint
ALTER TABLE "lab_book_bookmarks" ADD CONSTRAINT "lab_book_bookmarks_member_idx_members_member_idx_fk" FOREIGN KEY ("member_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_book_bookmarks" ADD CONSTRAINT "lab_book_bookmarks_lb_idx_lab_books_lb_idx_fk" FOREIGN KEY ("lb_idx") REFERENCES "public"."lab_books"("lb_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_book_sequences" ADD CONSTRAINT "lab_book_sequences_group_idx_groups_group_idx_fk" FOREIGN KEY ("group_idx") REFERENCES "public"."groups"("group_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_book_transitions" ADD CONSTRAINT "lab_book_transitions_lb_idx_lab_books_lb_idx_fk" FOREIGN KEY ("lb_idx") REFERENCES "public"."lab_books"("lb_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_book_transitions" ADD CONSTRAINT "lab_book_transitions_by_idx_members_member_idx_fk" FOREIGN KEY ("by_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_books" ADD CONSTRAINT "lab_books_project_idx_projects_project_idx_fk" FOREIGN KEY ("project_idx") REFERENCES "public"."projects"("project_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_books" ADD CONSTRAINT "lab_books_group_idx_groups_group_idx_fk" FOREIGN KEY ("group_idx") REFERENCES "public"."groups"("group_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_books" ADD CONSTRAINT "lab_books_writer_idx_members_member_idx_fk" FOREIGN KEY ("writer_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_books" ADD CONSTRAINT "lab_books_completed_by_members_member_idx_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collab_updates_name_seq_idx" ON "collab_updates" USING btree ("name","seq");--> statement-breakpoint
CREATE INDEX "lab_book_bookmarks_lb_idx" ON "lab_book_bookmarks" USING btree ("lb_idx");--> statement-breakpoint
CREATE INDEX "lab_book_transitions_lb_idx" ON "lab_book_transitions" USING btree ("lb_idx","at");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_books_seq_key" ON "lab_books" USING btree ("group_idx","seq_year","seq_number");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_books_share_key" ON "lab_books" USING btree ("share_key");--> statement-breakpoint
CREATE INDEX "lab_books_project_modified_idx" ON "lab_books" USING btree ("project_idx","modified_at");--> statement-breakpoint
CREATE INDEX "lab_books_group_idx" ON "lab_books" USING btree ("group_idx");--> statement-breakpoint
CREATE INDEX "lab_books_writer_idx" ON "lab_books" USING btree ("writer_idx");--> statement-breakpoint
CREATE INDEX "lab_books_title_trgm" ON "lab_books" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lab_books_plain_text_trgm" ON "lab_books" USING gin ("plain_text" gin_trgm_ops);