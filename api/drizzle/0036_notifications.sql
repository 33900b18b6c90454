CREATE TABLE "lab_book_watches" (
	"lb_idx" integer NOT NULL,
	"member_idx" integer NOT NULL,
	"watching" boolean NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_book_watches_lb_idx_member_idx_pk" PRIMARY KEY("lb_idx","member_idx")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"member_idx" integer PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"kinds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"notification_idx" bigserial PRIMARY KEY NOT NULL,
	"recipient_idx" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_idx" integer,
	"subject_type" text NOT NULL,
	"subject_idx" integer NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp (3) with time zone,
	"mailed_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "lab_book_watches" ADD CONSTRAINT "lab_book_watches_lb_idx_lab_books_lb_idx_fk" FOREIGN KEY ("lb_idx") REFERENCES "public"."lab_books"("lb_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_book_watches" ADD CONSTRAINT "lab_book_watches_member_idx_members_member_idx_fk" FOREIGN KEY ("member_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_member_idx_members_member_idx_fk" FOREIGN KEY ("member_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_idx_members_member_idx_fk" FOREIGN KEY ("recipient_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_idx_members_member_idx_fk" FOREIGN KEY ("actor_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_idx","notification_idx");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("recipient_idx") WHERE read_at IS NULL;