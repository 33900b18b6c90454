import { ActionIcon, Group, Menu, Paper, Text, UnstyledButton } from "@mantine/core";
import { memoLimits, memoTitleInput, type MemoSummary } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmDelete, showToast } from "../../components/dialogs";
import { IconDots, IconPencil, IconTrash } from "../../components/icons";
import { RenameModal } from "../../components/RenameModal";
import { useDeleteMemo, useRenameMemo } from "./queries";

interface MemoRowProps {
  memo: MemoSummary;
  editable: boolean;
  onOpen: () => void;
}

/** One memo in the book's list: opens on click; writers rename and delete it from its menu. */
export function MemoRow({ memo, editable, onOpen }: MemoRowProps) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const rename = useRenameMemo(memo.lbIdx, memo.memoIdx);
  const remove = useDeleteMemo(memo.lbIdx);

  const onDelete = async () => {
    if (!(await confirmDelete(t("memos.deleteMessage", { title: memo.title })))) return;
    remove.mutate(memo.memoIdx, { onSuccess: () => showToast(t("memos.deleted")) });
  };

  return (
    <Paper withBorder p="sm" data-testid="memo-row" data-memo-idx={memo.memoIdx}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <UnstyledButton
          onClick={onOpen}
          aria-label={t("memos.open", { title: memo.title })}
          data-testid="memo-open"
          style={{ flex: 1, minHeight: 36 }}
        >
          <Text fw={500} lineClamp={1}>
            {memo.title}
          </Text>
        </UnstyledButton>
        {editable ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t("memos.actions", { title: memo.title })}
                data-testid="memo-menu"
              >
                <IconDots />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil />} onClick={() => setRenaming(true)} data-testid="memo-rename">
                {t("memos.rename")}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconTrash />}
                color="red"
                onClick={() => void onDelete()}
                data-testid="memo-delete"
              >
                {t("memos.delete")}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
      {renaming ? (
        <RenameModal
          schema={memoTitleInput}
          field="title"
          current={memo.title}
          maxLength={memoLimits.titleMax}
          mutation={rename}
          texts={{ title: t("memos.renameTitle"), label: t("memos.titleLabel"), renamed: t("memos.renamed") }}
          testId="memo-rename"
          onClose={() => setRenaming(false)}
        />
      ) : null}
    </Paper>
  );
}
