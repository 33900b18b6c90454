CREATE TABLE "inventory_bookmarks" (
	"member_idx" integer NOT NULL,
	"row_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_bookmarks_member_idx_row_key_pk" PRIMARY KEY("member_idx","row_key")
);
--> statement-breakpoint
CREATE TABLE "inventory_counts" (
	"group_idx" integer NOT NULL,
	"disused" boolean NOT NULL,
	"is_private" boolean NOT NULL,
	"creator_idx" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "inventory_counts_group_idx_disused_is_private_creator_idx_pk" PRIMARY KEY("group_idx","disused","is_private","creator_idx")
);
--> statement-breakpoint
CREATE TABLE "inventory_history" (
	"history_idx" serial PRIMARY KEY NOT NULL,
	"row_key" text NOT NULL,
	"kind" text NOT NULL,
	"detail" text,
	"member_idx" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"row_key" text PRIMARY KEY NOT NULL,
	"group_idx" integer NOT NULL,
	"pin_seq" bigserial NOT NULL,
	"pin_no" text GENERATED ALWAYS AS (CASE WHEN pin_seq < 1000000 THEN 'P' || lpad(pin_seq::text, 6, '0') ELSE 'P' || pin_seq::text END) STORED NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"compound" text,
	"cas_no" text,
	"smiles" text,
	"formula" text,
	"mol_weight" double precision,
	"amount" double precision NOT NULL,
	"unit" text NOT NULL,
	"purerate" double precision,
	"pack_unit" text,
	"location" text,
	"supplier" text,
	"manufacturer" text,
	"company" text,
	"catalog_no" text,
	"memo" text,
	"caution" jsonb DEFAULT '{"pictograms":[],"hazardStatements":[]}'::jsonb NOT NULL,
	"custom_pin" text,
	"barcode" text,
	"msds_url" text,
	"msds_file" text,
	"msds_size" integer,
	"msds_uploaded_at" timestamp with time zone,
	"lb_seq_no" text,
	"inventory_group" text,
	"is_private" boolean DEFAULT false NOT NULL,
	"creator_idx" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disused_at" timestamp with time zone,
	"disuse_reason" text,
	"disused" boolean GENERATED ALWAYS AS (disused_at IS NOT NULL) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"material_idx" serial PRIMARY KEY NOT NULL,
	"group_idx" integer NOT NULL,
	"name" text NOT NULL,
	"spec" text,
	"quantity" integer NOT NULL,
	"consumable" boolean NOT NULL,
	"manufacturer" text,
	"memo" text,
	"serial_no" text,
	"creator_idx" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_bookmarks" ADD CONSTRAINT "inventory_bookmarks_member_idx_members_member_idx_fk" FOREIGN KEY ("member_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_bookmarks" ADD CONSTRAINT "inventory_bookmarks_row_key_inventory_items_row_key_fk" FOREIGN KEY ("row_key") REFERENCES "public"."inventory_items"("row_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_history" ADD CONSTRAINT "inventory_history_row_key_inventory_items_row_key_fk" FOREIGN KEY ("row_key") REFERENCES "public"."inventory_items"("row_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_history" ADD CONSTRAINT "inventory_history_member_idx_members_member_idx_fk" FOREIGN KEY ("member_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_group_idx_groups_group_idx_fk" FOREIGN KEY ("group_idx") REFERENCES "public"."groups"("group_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_creator_idx_members_member_idx_fk" FOREIGN KEY ("creator_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_group_idx_groups_group_idx_fk" FOREIGN KEY ("group_idx") REFERENCES "public"."groups"("group_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_creator_idx_members_member_idx_fk" FOREIGN KEY ("creator_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_bookmarks_row_key_idx" ON "inventory_bookmarks" USING btree ("row_key");--> statement-breakpoint
CREATE INDEX "inventory_history_row_key_idx" ON "inventory_history" USING btree ("row_key","at");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_pin_no_key" ON "inventory_items" USING btree ("pin_no");--> statement-breakpoint
CREATE INDEX "inventory_items_search_trgm" ON "inventory_items" USING gin (lower("name" || ' ' || coalesce("name_en", '') || ' ' || coalesce("cas_no", '') || ' ' || coalesce("catalog_no", '') || ' ' || "pin_no" || ' ' || coalesce("custom_pin", '') || ' ' || coalesce("barcode", '') || ' ' || coalesce("supplier", '') || ' ' || coalesce("location", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inventory_items_list_added_idx" ON "inventory_items" USING btree ("group_idx","disused","added_at","row_key");--> statement-breakpoint
CREATE INDEX "inventory_items_list_name_idx" ON "inventory_items" USING btree ("group_idx","disused","name","row_key");--> statement-breakpoint
CREATE INDEX "inventory_items_list_cas_idx" ON "inventory_items" USING btree ("group_idx","disused","cas_no","row_key");--> statement-breakpoint
CREATE INDEX "inventory_items_list_pin_idx" ON "inventory_items" USING btree ("group_idx","disused","pin_seq","row_key");--> statement-breakpoint
CREATE INDEX "inventory_items_list_location_idx" ON "inventory_items" USING btree ("group_idx","disused","location","row_key");--> statement-breakpoint
CREATE INDEX "inventory_items_list_amount_idx" ON "inventory_items" USING btree ("group_idx","disused","amount","row_key");--> statement-breakpoint
CREATE INDEX "inventory_items_inventory_group_idx" ON "inventory_items" USING btree ("group_idx","disused","inventory_group");--> statement-breakpoint
CREATE INDEX "inventory_items_custom_pin_idx" ON "inventory_items" USING btree ("group_idx","custom_pin");--> statement-breakpoint
CREATE INDEX "inventory_items_barcode_idx" ON "inventory_items" USING btree ("group_idx","barcode");--> statement-breakpoint
CREATE INDEX "inventory_items_creator_idx" ON "inventory_items" USING btree ("creator_idx");--> statement-breakpoint
CREATE INDEX "materials_group_added_idx" ON "materials" USING btree ("group_idx","added_at");--> statement-breakpoint
CREATE INDEX "materials_group_name_idx" ON "materials" USING btree ("group_idx","name");--> statement-breakpoint
CREATE INDEX "materials_search_trgm" ON "materials" USING gin (lower("name" || ' ' || coalesce("spec", '') || ' ' || coalesce("manufacturer", '') || ' ' || coalesce("serial_no", '')) gin_trgm_ops);