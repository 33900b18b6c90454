CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_idx" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inventory_alerts" (
	"row_key" text NOT NULL,
	"kind" text NOT NULL,
	"group_idx" integer NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_alerts_row_key_kind_pk" PRIMARY KEY("row_key","kind")
);
--> statement-breakpoint
CREATE TABLE "material_history" (
	"history_idx" serial PRIMARY KEY NOT NULL,
	"material_idx" integer NOT NULL,
	"kind" text NOT NULL,
	"quantity_before" integer,
	"quantity_after" integer,
	"used_quantity" integer,
	"lb_idx" integer,
	"reaction_row_id" text,
	"member_idx" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "opened_on" date;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "use_within_months" smallint;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "expires_due" date GENERATED ALWAYS AS (coalesce(expires_on, (opened_on + make_interval(months => use_within_months::int))::date)) STORED;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "low_stock_amount" double precision;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "low_stock_unit" text;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "low_stock_across" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_member_idx_members_member_idx_fk" FOREIGN KEY ("member_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_alerts" ADD CONSTRAINT "inventory_alerts_row_key_inventory_items_row_key_fk" FOREIGN KEY ("row_key") REFERENCES "public"."inventory_items"("row_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_alerts" ADD CONSTRAINT "inventory_alerts_group_idx_groups_group_idx_fk" FOREIGN KEY ("group_idx") REFERENCES "public"."groups"("group_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_history" ADD CONSTRAINT "material_history_material_idx_materials_material_idx_fk" FOREIGN KEY ("material_idx") REFERENCES "public"."materials"("material_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_history" ADD CONSTRAINT "material_history_lb_idx_lab_books_lb_idx_fk" FOREIGN KEY ("lb_idx") REFERENCES "public"."lab_books"("lb_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_history" ADD CONSTRAINT "material_history_member_idx_members_member_idx_fk" FOREIGN KEY ("member_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_resets_member_idx" ON "password_resets" USING btree ("member_idx");--> statement-breakpoint
CREATE INDEX "inventory_alerts_group_idx" ON "inventory_alerts" USING btree ("group_idx");--> statement-breakpoint
CREATE INDEX "material_history_material_idx" ON "material_history" USING btree ("material_idx","at");--> statement-breakpoint
CREATE INDEX "material_history_lb_idx" ON "material_history" USING btree ("lb_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "material_history_reaction_row_key" ON "material_history" USING btree ("lb_idx","reaction_row_id") WHERE "material_history"."reaction_row_id" is not null;--> statement-breakpoint
CREATE INDEX "inventory_items_expires_due_idx" ON "inventory_items" USING btree ("group_idx","disused","expires_due") WHERE expires_due IS NOT NULL;--> statement-breakpoint
CREATE INDEX "inventory_items_low_stock_idx" ON "inventory_items" USING btree ("group_idx","disused") WHERE low_stock_amount IS NOT NULL;