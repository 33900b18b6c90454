CREATE TABLE "meetings" (
	"meeting_idx" serial PRIMARY KEY NOT NULL,
	"group_idx" integer NOT NULL,
	"project_idx" integer,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"agenda" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"host_idx" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"record" jsonb,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "meeting_attendance" (
	"attendance_idx" serial PRIMARY KEY NOT NULL,
	"meeting_idx" integer NOT NULL,
	"member_idx" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "meeting_actions" (
	"action_idx" serial PRIMARY KEY NOT NULL,
	"meeting_idx" integer NOT NULL,
	"text" text NOT NULL,
	"assignee_idx" integer,
	"due_date" date,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_group_idx_groups_group_idx_fk" FOREIGN KEY ("group_idx") REFERENCES "public"."groups"("group_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_project_idx_projects_project_idx_fk" FOREIGN KEY ("project_idx") REFERENCES "public"."projects"("project_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_host_idx_members_member_idx_fk" FOREIGN KEY ("host_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_meeting_idx_meetings_meeting_idx_fk" FOREIGN KEY ("meeting_idx") REFERENCES "public"."meetings"("meeting_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_member_idx_members_member_idx_fk" FOREIGN KEY ("member_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_actions" ADD CONSTRAINT "meeting_actions_meeting_idx_meetings_meeting_idx_fk" FOREIGN KEY ("meeting_idx") REFERENCES "public"."meetings"("meeting_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_actions" ADD CONSTRAINT "meeting_actions_assignee_idx_members_member_idx_fk" FOREIGN KEY ("assignee_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meetings_group_idx" ON "meetings" USING btree ("group_idx","starts_at");--> statement-breakpoint
CREATE INDEX "meeting_attendance_meeting_idx" ON "meeting_attendance" USING btree ("meeting_idx","member_idx");--> statement-breakpoint
CREATE INDEX "meeting_actions_meeting_idx" ON "meeting_actions" USING btree ("meeting_idx");--> statement-breakpoint
CREATE INDEX "meeting_actions_assignee_idx" ON "meeting_actions" USING btree ("assignee_idx","done_at");
