CREATE TABLE "social_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"member_idx" integer NOT NULL,
	"email" text,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "social_identities_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "social_sign_ups" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"profile" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "social_used_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_member_idx_members_member_idx_fk" FOREIGN KEY ("member_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_identities_member_provider_key" ON "social_identities" USING btree ("member_idx","provider");--> statement-breakpoint
CREATE INDEX "social_sign_ups_expires_idx" ON "social_sign_ups" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "social_used_tokens_expires_idx" ON "social_used_tokens" USING btree ("expires_at");
