ALTER TABLE "inventory_history" ADD COLUMN "used_amount" double precision;--> statement-breakpoint
ALTER TABLE "inventory_history" ADD COLUMN "used_unit" text;--> statement-breakpoint
ALTER TABLE "inventory_history" ADD COLUMN "lb_idx" integer;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "density" double precision;--> statement-breakpoint
ALTER TABLE "inventory_history" ADD CONSTRAINT "inventory_history_lb_idx_lab_books_lb_idx_fk" FOREIGN KEY ("lb_idx") REFERENCES "public"."lab_books"("lb_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_history_lb_idx_idx" ON "inventory_history" USING btree ("lb_idx");