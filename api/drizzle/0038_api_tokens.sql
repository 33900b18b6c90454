CREATE TABLE "api_tokens" (
	"token_idx" serial PRIMARY KEY NOT NULL,
	"member_idx" integer NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"project_idx" integer,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	CONSTRAINT "api_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_member_idx_members_member_idx_fk" FOREIGN KEY ("member_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_project_idx_projects_project_idx_fk" FOREIGN KEY ("project_idx") REFERENCES "public"."projects"("project_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_revoked_by_members_member_idx_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_tokens_member_idx" ON "api_tokens" USING btree ("member_idx");