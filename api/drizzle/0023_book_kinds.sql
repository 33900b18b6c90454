ALTER TABLE "lab_book_sequences" ADD COLUMN "kind" text DEFAULT 'LAB' NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_books" ADD COLUMN "kind" text DEFAULT 'LAB' NOT NULL;--> statement-breakpoint
DROP INDEX "lab_books_seq_key";--> statement-breakpoint
ALTER TABLE "lab_book_sequences" DROP CONSTRAINT "lab_book_sequences_group_idx_year_pk";--> statement-breakpoint
ALTER TABLE "lab_book_sequences" ADD CONSTRAINT "lab_book_sequences_group_idx_kind_year_pk" PRIMARY KEY("group_idx","kind","year");--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "moa" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "partner" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "invite_code_hash" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "invite_created_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "projects_invite_code_hash" ON "projects" USING btree ("invite_code_hash");--> statement-breakpoint
CREATE INDEX "lab_books_group_kind_idx" ON "lab_books" USING btree ("group_idx","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_books_seq_key" ON "lab_books" USING btree ("group_idx","kind","seq_year","seq_number");
