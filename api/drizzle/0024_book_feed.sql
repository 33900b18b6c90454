CREATE TABLE "book_events" (
	"event_idx" serial PRIMARY KEY NOT NULL,
	"lb_idx" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_idx" integer NOT NULL,
	"comment_idx" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lab_book_transitions" ADD COLUMN "kind" text DEFAULT 'STATUS' NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_book_transitions" ADD COLUMN "source_lb_idx" integer;--> statement-breakpoint
ALTER TABLE "lab_book_transitions" ADD COLUMN "source_seq_no" text;--> statement-breakpoint
ALTER TABLE "lab_book_transitions" ADD COLUMN "source_title" text;--> statement-breakpoint
ALTER TABLE "lab_book_transitions" ADD COLUMN "import_parts" text[];--> statement-breakpoint
ALTER TABLE "lab_books" ADD COLUMN "goal_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "book_events" ADD CONSTRAINT "book_events_lb_idx_lab_books_lb_idx_fk" FOREIGN KEY ("lb_idx") REFERENCES "public"."lab_books"("lb_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_events" ADD CONSTRAINT "book_events_actor_idx_members_member_idx_fk" FOREIGN KEY ("actor_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_events" ADD CONSTRAINT "book_events_comment_idx_comments_comment_idx_fk" FOREIGN KEY ("comment_idx") REFERENCES "public"."comments"("comment_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_events_lb_idx" ON "book_events" USING btree ("lb_idx","event_idx");--> statement-breakpoint
ALTER TABLE "lab_book_transitions" ADD CONSTRAINT "lab_book_transitions_source_lb_idx_lab_books_lb_idx_fk" FOREIGN KEY ("source_lb_idx") REFERENCES "public"."lab_books"("lb_idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The feed of what happened before this migration: creations, ends, completions and comments,
-- oldest first so event ids follow time (going public was never recorded, so it is not here).
INSERT INTO "book_events" ("lb_idx", "kind", "actor_idx", "comment_idx", "at")
SELECT "lb_idx", "kind", "actor_idx", "comment_idx", "at" FROM (
  SELECT "lb_idx", 'CREATED' AS "kind", "writer_idx" AS "actor_idx", NULL::integer AS "comment_idx", "created_at" AS "at"
    FROM "lab_books"
  UNION ALL
  SELECT "lb_idx", CASE "to_status" WHEN 'END' THEN 'ENDED' ELSE 'COMPLETED' END, "by_idx", NULL, "at"
    FROM "lab_book_transitions" WHERE "to_status" IN ('END', 'COMPLETE')
  UNION ALL
  SELECT c."subject_idx", 'COMMENTED', c."author_idx", c."comment_idx", c."created_at"
    FROM "comments" c JOIN "lab_books" b ON b."lb_idx" = c."subject_idx"
    WHERE c."subject_kind" = 'labbook' AND c."deleted_at" IS NULL
) AS "past"
ORDER BY "at";
