import { Button, Portal } from "@mantine/core";
import { useEffect, useState } from "react";
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
  // The button stays under the selected text while the page scrolls.
  const [rect, setRect] = useState(selection.rect);
  useEffect(() => {
    setRect(selection.rect);
    const onScroll = () => {
      const current = window.getSelection();
      if (!current || current.rangeCount === 0) return;
      const { top, left, bottom } = current.getRangeAt(0).getBoundingClientRect();
      setRect({ top, left, bottom });
    };
    window.addEventListener("scroll", onScroll, true);
    return () => window.removeEventListener("scroll", onScroll, true);
  }, [selection]);
  return (
    <Portal>
      <Button
        size="compact-sm"
        leftSection={<IconMessages />}
        style={{
          position: "fixed",
          top: Math.min(rect.bottom + 6, window.innerHeight - 40),
          left: Math.max(8, rect.left),
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
