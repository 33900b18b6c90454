import { ActionIcon, Tooltip } from "@mantine/core";
import type { InventoryItem } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { showFailureDialog } from "../../../components/dialogs";
import { errorMessage } from "../../../lib/errorMessage";
import { IconStar } from "../icons";
import { useToggleBookmark } from "../queries";

interface BookmarkToggleProps {
  item: Pick<InventoryItem, "rowKey" | "bookmark" | "name">;
  size?: "md" | "lg";
}

/** A star that bookmarks the item for the member (filled when bookmarked). */
export function BookmarkToggle({ item, size = "md" }: BookmarkToggleProps) {
  const { t } = useTranslation();
  const toggle = useToggleBookmark();
  const label = t(item.bookmark ? "inventory.unbookmark" : "inventory.bookmark", { name: item.name });
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant={item.bookmark ? "light" : "subtle"}
        color={item.bookmark ? "yellow.7" : "gray"}
        size={size === "lg" ? 42 : 36}
        aria-label={label}
        aria-pressed={item.bookmark}
        loading={toggle.isPending}
        onClick={(event) => {
          event.stopPropagation();
          toggle.mutate(item, { onError: (error) => void showFailureDialog(errorMessage(error)) });
        }}
        data-testid={`bookmark-${item.rowKey}`}
        data-bookmarked={item.bookmark || undefined}
      >
        <IconStar size={size === "lg" ? 22 : 20} fill={item.bookmark ? "currentColor" : "none"} />
      </ActionIcon>
    </Tooltip>
  );
}
