import { Button, Portal } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { IconMessages } from "../../components/icons";
import type { SelectedRange } from "./anchors/anchorStore";

interface SelectionCommentButtonProps {
  selection: SelectedRange;
  onComment: () => void;
}

/** "Comment" under text selected in a section. Pressing it keeps the selection (no focus change). */
export function SelectionCommentButton({ selection, onComment }: SelectionCommentButtonProps) {
  const { t } = useTranslation();
  return (
    <Portal>
      <Button
        size="compact-sm"
        leftSection={<IconMessages />}
        style={{
          position: "fixed",
          top: Math.min(selection.rect.bottom + 6, window.innerHeight - 40),
          left: Math.max(8, selection.rect.left),
          zIndex: 300,
        }}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onComment}
        data-testid="comment-on-selection"
      >
        {t("comments.commentOnSelection")}
      </Button>
    </Portal>
  );
}
