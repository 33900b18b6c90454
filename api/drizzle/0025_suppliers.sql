CREATE TABLE "suppliers" (
	"supplier_idx" serial PRIMARY KEY NOT NULL,
	"group_idx" integer NOT NULL,
	"company_name" text NOT NULL,
	"business_no" text,
	"contact_name" text,
	"email" text,
	"phone" text,
	"memo" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_group_idx_groups_group_idx_fk" FOREIGN KEY ("group_idx") REFERENCES "public"."groups"("group_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_created_by_members_member_idx_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suppliers_group_idx" ON "suppliers" USING btree ("group_idx","company_name");