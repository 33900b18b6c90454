CREATE TABLE "activity_log" (
	"activity_idx" serial PRIMARY KEY NOT NULL,
	"actor_member_idx" integer NOT NULL,
	"group_idx" integer NOT NULL,
	"project_idx" integer,
	"kind" text NOT NULL,
	"subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"group_idx" integer NOT NULL,
	"member_idx" integer NOT NULL,
	"is_manager" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_group_idx_member_idx_pk" PRIMARY KEY("group_idx","member_idx")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"group_idx" serial PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"sign_up_code" text NOT NULL,
	"sign_up_code_expires_at" timestamp with time zone NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_members" (
	"project_idx" integer NOT NULL,
	"member_idx" integer NOT NULL,
	"level" text NOT NULL,
	CONSTRAINT "project_members_project_idx_member_idx_pk" PRIMARY KEY("project_idx","member_idx")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"project_idx" serial PRIMARY KEY NOT NULL,
	"group_idx" integer NOT NULL,
	"name" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_actor_member_idx_members_member_idx_fk" FOREIGN KEY ("actor_member_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_group_idx_groups_group_idx_fk" FOREIGN KEY ("group_idx") REFERENCES "public"."groups"("group_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_project_idx_projects_project_idx_fk" FOREIGN KEY ("project_idx") REFERENCES "public"."projects"("project_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_idx_groups_group_idx_fk" FOREIGN KEY ("group_idx") REFERENCES "public"."groups"("group_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_member_idx_members_member_idx_fk" FOREIGN KEY ("member_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_created_by_members_member_idx_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_idx_projects_project_idx_fk" FOREIGN KEY ("project_idx") REFERENCES "public"."projects"("project_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_member_idx_members_member_idx_fk" FOREIGN KEY ("member_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_group_idx_groups_group_idx_fk" FOREIGN KEY ("group_idx") REFERENCES "public"."groups"("group_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_members_member_idx_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_group_created_idx" ON "activity_log" USING btree ("group_idx","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "group_members_member_idx" ON "group_members" USING btree ("member_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_sign_up_code_key" ON "groups" USING btree ("sign_up_code");--> statement-breakpoint
CREATE INDEX "groups_name_idx" ON "groups" USING btree ("group_name");--> statement-breakpoint
CREATE INDEX "project_members_member_idx" ON "project_members" USING btree ("member_idx");--> statement-breakpoint
CREATE INDEX "projects_group_idx" ON "projects" USING btree ("group_idx","name");--> statement-breakpoint
CREATE INDEX "members_search_trgm" ON "members" USING gin (lower(coalesce("member_id", '') || ' ' || "last_name" || ' ' || "first_name" || ' ' || coalesce("nick_name", '') || ' ' || coalesce("email", '')) gin_trgm_ops);