CREATE TABLE "order_items" (
	"order_item_idx" serial PRIMARY KEY NOT NULL,
	"order_idx" integer NOT NULL,
	"quotation_item_idx" integer,
	"name" text NOT NULL,
	"name_en" text,
	"cas_no" text,
	"grade" text,
	"pack_size" double precision NOT NULL,
	"pack_unit" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" double precision,
	"received_quantity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_receipts" (
	"order_item_idx" integer NOT NULL,
	"row_key" text NOT NULL,
	"received_by" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_receipts_order_item_idx_row_key_pk" PRIMARY KEY("order_item_idx","row_key")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_idx" serial PRIMARY KEY NOT NULL,
	"group_idx" integer NOT NULL,
	"supplier_idx" integer NOT NULL,
	"quotation_idx" integer,
	"requested_by" integer NOT NULL,
	"currency" text NOT NULL,
	"budget_code" text,
	"note" text,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"reason" text,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotation_items" (
	"quotation_item_idx" serial PRIMARY KEY NOT NULL,
	"quotation_idx" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"cas_no" text,
	"grade" text,
	"pack_size" double precision NOT NULL,
	"pack_unit" text NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotation_replies" (
	"quotation_idx" integer NOT NULL,
	"supplier_idx" integer NOT NULL,
	"quotation_item_idx" integer NOT NULL,
	"unit_price" double precision,
	"currency" text NOT NULL,
	"lead_time_days" integer,
	"available" boolean NOT NULL,
	"valid_until" date,
	CONSTRAINT "quotation_replies_quotation_item_idx_supplier_idx_pk" PRIMARY KEY("quotation_item_idx","supplier_idx")
);
--> statement-breakpoint
CREATE TABLE "quotation_suppliers" (
	"quotation_idx" integer NOT NULL,
	"supplier_idx" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"reply_note" text,
	"pdf_key" text,
	CONSTRAINT "quotation_suppliers_quotation_idx_supplier_idx_pk" PRIMARY KEY("quotation_idx","supplier_idx")
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"quotation_idx" serial PRIMARY KEY NOT NULL,
	"group_idx" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"organization" text NOT NULL,
	"business_no" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text NOT NULL,
	"needed_by" date NOT NULL,
	"note" text,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ordered_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_idx_orders_order_idx_fk" FOREIGN KEY ("order_idx") REFERENCES "public"."orders"("order_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_quotation_item_idx_quotation_items_quotation_item_idx_fk" FOREIGN KEY ("quotation_item_idx") REFERENCES "public"."quotation_items"("quotation_item_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_receipts" ADD CONSTRAINT "order_receipts_order_item_idx_order_items_order_item_idx_fk" FOREIGN KEY ("order_item_idx") REFERENCES "public"."order_items"("order_item_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_receipts" ADD CONSTRAINT "order_receipts_row_key_inventory_items_row_key_fk" FOREIGN KEY ("row_key") REFERENCES "public"."inventory_items"("row_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_receipts" ADD CONSTRAINT "order_receipts_received_by_members_member_idx_fk" FOREIGN KEY ("received_by") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_group_idx_groups_group_idx_fk" FOREIGN KEY ("group_idx") REFERENCES "public"."groups"("group_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_supplier_idx_suppliers_supplier_idx_fk" FOREIGN KEY ("supplier_idx") REFERENCES "public"."suppliers"("supplier_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quotation_idx_quotations_quotation_idx_fk" FOREIGN KEY ("quotation_idx") REFERENCES "public"."quotations"("quotation_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_requested_by_members_member_idx_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_decided_by_members_member_idx_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_items" ADD CONSTRAINT "quotation_items_quotation_idx_quotations_quotation_idx_fk" FOREIGN KEY ("quotation_idx") REFERENCES "public"."quotations"("quotation_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_replies" ADD CONSTRAINT "quotation_replies_quotation_idx_quotations_quotation_idx_fk" FOREIGN KEY ("quotation_idx") REFERENCES "public"."quotations"("quotation_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_replies" ADD CONSTRAINT "quotation_replies_supplier_idx_suppliers_supplier_idx_fk" FOREIGN KEY ("supplier_idx") REFERENCES "public"."suppliers"("supplier_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_replies" ADD CONSTRAINT "quotation_replies_quotation_item_idx_quotation_items_quotation_item_idx_fk" FOREIGN KEY ("quotation_item_idx") REFERENCES "public"."quotation_items"("quotation_item_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_suppliers" ADD CONSTRAINT "quotation_suppliers_quotation_idx_quotations_quotation_idx_fk" FOREIGN KEY ("quotation_idx") REFERENCES "public"."quotations"("quotation_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_suppliers" ADD CONSTRAINT "quotation_suppliers_supplier_idx_suppliers_supplier_idx_fk" FOREIGN KEY ("supplier_idx") REFERENCES "public"."suppliers"("supplier_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_group_idx_groups_group_idx_fk" FOREIGN KEY ("group_idx") REFERENCES "public"."groups"("group_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_requested_by_members_member_idx_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_idx","order_item_idx");--> statement-breakpoint
CREATE INDEX "orders_group_idx" ON "orders" USING btree ("group_idx","status","order_idx");--> statement-breakpoint
CREATE INDEX "quotation_items_quotation_idx" ON "quotation_items" USING btree ("quotation_idx","quotation_item_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_suppliers_token_hash" ON "quotation_suppliers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "quotations_group_idx" ON "quotations" USING btree ("group_idx","quotation_idx");