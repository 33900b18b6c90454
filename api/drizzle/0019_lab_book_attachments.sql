CREATE TABLE "lab_book_attachments" (
	"attachment_idx" serial PRIMARY KEY NOT NULL,
	"lb_idx" integer NOT NULL,
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
ALTER TABLE "lab_book_attachments" ADD CONSTRAINT "lab_book_attachments_lb_idx_lab_books_lb_idx_fk" FOREIGN KEY ("lb_idx") REFERENCES "public"."lab_books"("lb_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_book_attachments" ADD CONSTRAINT "lab_book_attachments_uploader_idx_members_member_idx_fk" FOREIGN KEY ("uploader_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_book_attachments_lb_idx" ON "lab_book_attachments" USING btree ("lb_idx","attachment_idx");