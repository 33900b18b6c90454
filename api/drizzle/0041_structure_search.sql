CREATE TABLE "book_structures" (
	"lb_idx" integer NOT NULL,
	"role" text NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"smiles" text NOT NULL,
	"row_key" text,
	"structure_key" text NOT NULL,
	"structure_fp" bit(512) NOT NULL,
	"structure_bits" smallint NOT NULL,
	CONSTRAINT "book_structures_lb_idx_role_position_pk" PRIMARY KEY("lb_idx","role","position")
);
--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "structure_key" text;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "structure_fp" bit(512);--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "structure_bits" smallint;--> statement-breakpoint
ALTER TABLE "lab_books" ADD COLUMN "structures_indexed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "book_structures" ADD CONSTRAINT "book_structures_lb_idx_lab_books_lb_idx_fk" FOREIGN KEY ("lb_idx") REFERENCES "public"."lab_books"("lb_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_structures_key_idx" ON "book_structures" USING btree ("structure_key");--> statement-breakpoint
CREATE INDEX "book_structures_row_key_idx" ON "book_structures" USING btree ("row_key");--> statement-breakpoint
CREATE INDEX "inventory_items_structure_key_idx" ON "inventory_items" USING btree ("group_idx","structure_key") WHERE structure_key IS NOT NULL;