import { ActionIcon, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { showToast } from "../../../components/dialogs";
import { errorMessage } from "../../../lib/errorMessage";
import { IconBookmark } from "../icons";
import { useBookmarkLabBook } from "../queries";

interface BookmarkToggleProps {
  lbIdx: number;
  bookmarked: boolean;
  title: string;
  testId?: string;
}

/** My bookmark on a lab book (filled when set). */
export function BookmarkToggle({ lbIdx, bookmarked, title, testId = "labbook-bookmark" }: BookmarkToggleProps) {
  const { t } = useTranslation();
  const bookmark = useBookmarkLabBook();
  const label = bookmarked ? t("labBook.bookmark.remove", { title }) : t("labBook.bookmark.add", { title });
  return (
    <Tooltip label={bookmarked ? t("labBook.bookmark.removeShort") : t("labBook.bookmark.addShort")} openDelay={400}>
      <ActionIcon
        variant="subtle"
        color={bookmarked ? "yellow.7" : "gray"}
        size={40}
        aria-label={label}
        aria-pressed={bookmarked}
        loading={bookmark.isPending}
        onClick={() =>
          bookmark.mutate(
            { lbIdx, bookmarked: !bookmarked },
            { onError: (error) => showToast(errorMessage(error), "failure") },
          )
        }
        data-testid={testId}
        data-bookmarked={bookmarked}
      >
        <IconBookmark size={22} fill={bookmarked ? "currentColor" : "none"} />
      </ActionIcon>
    </Tooltip>
  );
}
