ALTER TABLE "inventory_history" ADD COLUMN "fields" jsonb;--> statement-breakpoint
ALTER TABLE "inventory_history" ADD COLUMN "amount_before" double precision;--> statement-breakpoint
ALTER TABLE "inventory_history" ADD COLUMN "unit_before" text;--> statement-breakpoint
ALTER TABLE "inventory_history" ADD COLUMN "amount_after" double precision;--> statement-breakpoint
ALTER TABLE "inventory_history" ADD COLUMN "unit_after" text;--> statement-breakpoint
ALTER TABLE "inventory_history" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "structure_file" text;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "structure_type" text;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "structure_size" integer;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "structure_uploaded_at" timestamp with time zone;--> statement-breakpoint
-- History entries written before this migration kept English text in "detail". Map the ones whose
-- shape is known onto the structured columns; anything else stays as it was (shown as legacy text).
UPDATE "inventory_history" SET "fields" = to_jsonb(string_to_array("detail", ', ')), "detail" = NULL
  WHERE "kind" = 'updated' AND "detail" ~ '^[A-Za-z]+(, [A-Za-z]+)*$';--> statement-breakpoint
UPDATE "inventory_history" AS h SET
    "amount_before" = parsed.m[1]::double precision,
    "unit_before" = parsed.m[2],
    "amount_after" = parsed.m[3]::double precision,
    "unit_after" = parsed.m[4],
    "detail" = NULL
  FROM (
    SELECT "history_idx", regexp_match("detail",
      '^(-?[0-9]+(?:\.[0-9]+)?(?:e[+-]?[0-9]+)?) (mg|g|kg|µL|mL|L|mmol|mol|ea) → (-?[0-9]+(?:\.[0-9]+)?(?:e[+-]?[0-9]+)?) (mg|g|kg|µL|mL|L|mmol|mol|ea)$') AS m
    FROM "inventory_history" WHERE "kind" = 'amount'
  ) AS parsed
  WHERE h."history_idx" = parsed."history_idx" AND parsed.m IS NOT NULL;--> statement-breakpoint
UPDATE "inventory_history" SET "source" = 'import', "detail" = NULL WHERE "kind" = 'created' AND "detail" = 'import';--> statement-breakpoint
UPDATE "inventory_history" SET "source" = 'form' WHERE "kind" = 'created' AND "source" IS NULL AND "detail" IS NULL;
