import { ActionIcon, Anchor, Badge, Group, Tooltip } from "@mantine/core";
import { formatDateTime } from "@enote/shared";
import { useEffect, useReducer, useState } from "react";
import { useTranslation } from "react-i18next";
import type * as Y from "yjs";
import { Link } from "react-router-dom";
import { IconCircleX, IconLink } from "../../../components/icons";
import { paths } from "../../../paths";
import { cellText, type ReactionRow } from "../content/reactionRows";
import { SupplyPicker } from "./SupplyPicker";
import { linkSupply, linkedSupply, rowUse, unlinkSupply } from "./supplyRows";

interface SupplyLinkProps {
  row: ReactionRow;
  index: number;
  editable: boolean;
  /** The book's group, whose supplies the picker searches; null: no picker (share view). */
  groupIdx: number | null;
}

/** Under a supplies row's name: the picker, the linked supply (opens its page) and whether it was taken. */
export function SupplyLink({ row, index, editable, groupIdx }: SupplyLinkProps) {
  const { t } = useTranslation();
  useRowKeys(row);
  const materialIdx = linkedSupply(row);
  const used = rowUse(row);
  const name = useTextOf(cellText(row, "name"));
  const picker = editable && groupIdx !== null && !used;
  if (!picker && materialIdx === null && !used) return null;
  return (
    <Group gap={4} mt={2} wrap="nowrap" data-testid="supply-link-row">
      {picker ? (
        <SupplyPicker groupIdx={groupIdx} row={index + 1} onPick={(supply) => linkSupply(row, supply)} />
      ) : null}
      {materialIdx !== null ? (
        <Badge
          variant="light"
          size="sm"
          leftSection={<IconLink size={12} />}
          rightSection={
            editable && !used ? (
              <ActionIcon
                size={14}
                variant="transparent"
                color="gray"
                onClick={() => unlinkSupply(row)}
                aria-label={t("supplies.picker.unlink")}
                data-testid="supply-unlink"
              >
                <IconCircleX size={12} />
              </ActionIcon>
            ) : null
          }
          data-testid="supply-link"
          data-material-idx={materialIdx}
        >
          <Anchor
            component={Link}
            to={paths.materialItem(materialIdx)}
            size="xs"
            aria-label={t("supplies.picker.linked", { name })}
          >
            {name || `#${materialIdx}`}
          </Anchor>
        </Badge>
      ) : null}
      {used ? (
        <Tooltip label={t("stoichiometry.use.used", { by: used.by, at: formatDateTime(used.at) })}>
          <Badge size="sm" color="teal" variant="light" data-testid="row-used">
            {t("stoichiometry.use.usedShort")}
          </Badge>
        </Tooltip>
      ) : null}
    </Group>
  );
}

/** A cell's text, kept current as anyone types in it. */
function useTextOf(text: Y.Text | null): string {
  const [value, setValue] = useState(() => text?.toString() ?? "");
  useEffect(() => {
    if (!text) return;
    const update = () => setValue(text.toString());
    update();
    text.observe(update);
    return () => text.unobserve(update);
  }, [text]);
  return text ? value : "";
}

/** Re-renders when a plain value of the row changes (linked, unlinked, taken), by anyone. */
function useRowKeys(row: ReactionRow): void {
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    row.observe(refresh);
    return () => row.unobserve(refresh);
  }, [row]);
}
