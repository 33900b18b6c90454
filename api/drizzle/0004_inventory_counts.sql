-- Keeps inventory_counts equal to the rows of inventory_items per (group, state, visibility,
-- creator), so an unfiltered list answers its exact total without counting 100,000 rows.
-- Statement triggers with transition tables: an import of thousands of rows costs one upsert.
CREATE FUNCTION inventory_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO inventory_counts AS c (group_idx, disused, is_private, creator_idx, n)
    SELECT group_idx, disused, is_private, creator_idx, count(*) FROM new_rows GROUP BY 1, 2, 3, 4
    ON CONFLICT (group_idx, disused, is_private, creator_idx) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO inventory_counts AS c (group_idx, disused, is_private, creator_idx, n)
    SELECT group_idx, disused, is_private, creator_idx, sum(d) FROM (
      SELECT group_idx, disused, is_private, creator_idx, 1 AS d FROM new_rows
      UNION ALL
      SELECT group_idx, disused, is_private, creator_idx, -1 AS d FROM old_rows
    ) AS changed GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0
    ON CONFLICT (group_idx, disused, is_private, creator_idx) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    UPDATE inventory_counts AS c SET n = c.n - gone.k
    FROM (SELECT group_idx, disused, is_private, creator_idx, count(*) AS k FROM old_rows GROUP BY 1, 2, 3, 4) AS gone
    WHERE c.group_idx = gone.group_idx AND c.disused = gone.disused
      AND c.is_private = gone.is_private AND c.creator_idx = gone.creator_idx;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER inventory_counts_insert AFTER INSERT ON inventory_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_counts_apply();
--> statement-breakpoint
CREATE TRIGGER inventory_counts_update AFTER UPDATE ON inventory_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_counts_apply();
--> statement-breakpoint
CREATE TRIGGER inventory_counts_delete AFTER DELETE ON inventory_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_counts_apply();
--> statement-breakpoint
INSERT INTO inventory_counts (group_idx, disused, is_private, creator_idx, n)
SELECT group_idx, disused, is_private, creator_idx, count(*) FROM inventory_items GROUP BY 1, 2, 3, 4;
