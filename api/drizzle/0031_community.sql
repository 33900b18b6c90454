CREATE TABLE "notices" (
	"notice_idx" serial PRIMARY KEY NOT NULL,
	"group_idx" integer,
	"title" text NOT NULL,
	"content" jsonb NOT NULL,
	"plain_text" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"show_until" date,
	"writer_idx" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notice_reads" (
	"notice_idx" integer NOT NULL,
	"member_idx" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_reads_member_idx_notice_idx_pk" PRIMARY KEY("member_idx","notice_idx")
);
--> statement-breakpoint
CREATE TABLE "board_posts" (
	"board_idx" serial PRIMARY KEY NOT NULL,
	"group_idx" integer NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"content" jsonb NOT NULL,
	"plain_text" text NOT NULL,
	"writer_idx" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "board_post_books" (
	"board_idx" integer NOT NULL,
	"lb_idx" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "board_post_books_board_idx_lb_idx_pk" PRIMARY KEY("board_idx","lb_idx")
);
--> statement-breakpoint
CREATE TABLE "community_attachments" (
	"attachment_idx" serial PRIMARY KEY NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_idx" integer NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"declared_type" text NOT NULL,
	"image_type" text,
	"sha256" text NOT NULL,
	"file_key" text NOT NULL,
	"uploader_idx" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_group_idx_groups_group_idx_fk" FOREIGN KEY ("group_idx") REFERENCES "public"."groups"("group_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_writer_idx_members_member_idx_fk" FOREIGN KEY ("writer_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_notice_idx_notices_notice_idx_fk" FOREIGN KEY ("notice_idx") REFERENCES "public"."notices"("notice_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_member_idx_members_member_idx_fk" FOREIGN KEY ("member_idx") REFERENCES "public"."members"("member_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_posts" ADD CONSTRAINT "board_posts_group_idx_groups_group_idx_fk" FOREIGN KEY ("group_idx") REFERENCES "public"."groups"("group_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_posts" ADD CONSTRAINT "board_posts_writer_idx_members_member_idx_fk" FOREIGN KEY ("writer_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_post_books" ADD CONSTRAINT "board_post_books_board_idx_board_posts_board_idx_fk" FOREIGN KEY ("board_idx") REFERENCES "public"."board_posts"("board_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_post_books" ADD CONSTRAINT "board_post_books_lb_idx_lab_books_lb_idx_fk" FOREIGN KEY ("lb_idx") REFERENCES "public"."lab_books"("lb_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_attachments" ADD CONSTRAINT "community_attachments_uploader_idx_members_member_idx_fk" FOREIGN KEY ("uploader_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_group_idx" ON "notices" USING btree ("group_idx","pinned","created_at");--> statement-breakpoint
CREATE INDEX "board_posts_group_idx" ON "board_posts" USING btree ("group_idx","created_at");--> statement-breakpoint
CREATE INDEX "community_attachments_subject_idx" ON "community_attachments" USING btree ("subject_kind","subject_idx","attachment_idx");
