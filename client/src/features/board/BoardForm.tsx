import { Button, FileInput, Group, Modal, Select, Stack, TextInput } from "@mantine/core";
import { useGroupMembers } from "../groups/queries";
import { useMediaQuery } from "@mantine/hooks";
import {
  boardCategories,
  boardCreateInput,
  boardPaths,
  boardUpdateInput,
  communityLimits,
  emptyRichText,
  type BoardCategory,
  type BoardPost,
  type CommunityGroup,
  type RichTextDoc,
} from "@enote/shared";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FormAlert } from "../../components/FormAlert";
import { uploadFiles } from "../../components/community/FilesSection";
import { fieldMessages } from "../../components/community/issues";
import { RichTextEditor } from "../../components/richtext/RichTextEditor";
import { errorMessage } from "../../lib/errorMessage";
import { chooseGroup, withStanding } from "../groups/defaultGroup";
import { useGroups } from "../groups/queries";
import { BookPicker, type PickedBook } from "./BookPicker";
import { useSavePost } from "./queries";

interface BoardFormProps {
  /** The post being edited; null for a new one. */
  post: BoardPost | null;
  groups: readonly CommunityGroup[];
  /** The group the list was filtered to; else the member's own group (an administrator's too). */
  initialGroupIdx: number | null;
  onClose: () => void;
  onSaved: (post: BoardPost) => void;
}

/** Write or edit a post: group (new ones), category, title, text, lab books and files. */
export function BoardForm({ post, groups, initialGroupIdx, onClose, onSaved }: BoardFormProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery("(max-width: 47.99em)", false);
  const save = useSavePost();
  const mine = useGroups();
  // Until the member picks one, the default follows the groups list (it may arrive after the form opens).
  const [picked, setGroupIdx] = useState<string | null>(null);
  const ownDefault = chooseGroup(withStanding(groups, mine.data ?? []), initialGroupIdx, null);
  const groupIdx = picked ?? (ownDefault === null ? null : String(ownDefault));
  // The post's readers are its group's members: they are whom it may mention.
  const members = useGroupMembers(post?.groupIdx ?? (groupIdx === null ? null : Number(groupIdx))).data;
  const mentionables = members?.map(({ memberIdx, name }) => ({ memberIdx, name }));
  const [category, setCategory] = useState<BoardCategory>(post?.category ?? "QUESTION");
  const [title, setTitle] = useState(post?.title ?? "");
  const [content, setContent] = useState<RichTextDoc>(post?.content ?? emptyRichText);
  const [books, setBooks] = useState<PickedBook[]>(
    (post?.books ?? []).map((book) => ({
      lbIdx: book.lbIdx,
      label: book.readable
        ? `${book.seqNo ?? ""} ${book.title ?? ""}`
        : t("community.board.bookHidden", { lbIdx: book.lbIdx }),
    })),
  );
  const [files, setFiles] = useState<File[]>([]);
  const [invalid, setInvalid] = useState<z.ZodError | null>(null);
  const fields = fieldMessages(invalid, save.error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const common = { title, category, content, lbIdxs: books.map((book) => book.lbIdx) };
    const input = post ? common : { ...common, groupIdx: Number(groupIdx) };
    const parsed = (post ? boardUpdateInput : boardCreateInput).safeParse(input);
    setInvalid(parsed.success ? null : parsed.error);
    if (!parsed.success) return;
    const saved = await save.mutateAsync({ boardIdx: post?.boardIdx ?? null, input }).catch(() => null);
    if (!saved) return;
    if (files.length > 0) {
      await uploadFiles(boardPaths.attachments(saved.boardIdx), files, saved.maxBytes, (name, reason) =>
        t("community.common.uploadFailed", { name, reason }),
      );
    }
    onSaved(saved);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(post ? "community.board.editTitle" : "community.board.createTitle")}
      size="xl"
      fullScreen={narrow}
    >
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="board-form">
        <Stack gap="md">
          <FormAlert message={save.error ? errorMessage(save.error) : null} testId="board-form-error" />
          <Group grow wrap="wrap" align="flex-start">
            {post ? null : (
              <Select
                label={t("community.common.group")}
                data={groups.map((group) => ({ value: String(group.groupIdx), label: group.groupName }))}
                value={groupIdx}
                onChange={setGroupIdx}
                allowDeselect={false}
                error={fields.groupIdx}
                required
                data-testid="board-group"
              />
            )}
            <Select
              label={t("community.board.category")}
              data={boardCategories.map((value) => ({ value, label: t(`community.board.categories.${value}`) }))}
              value={category}
              onChange={(value) => setCategory((value as BoardCategory | null) ?? "QUESTION")}
              allowDeselect={false}
              error={fields.category}
              required
              data-testid="board-category"
            />
          </Group>
          <TextInput
            label={t("community.common.title")}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            maxLength={communityLimits.titleMax}
            error={fields.title}
            required
            data-testid="board-title"
          />
          <RichTextEditor
            label={t("community.common.content")}
            initial={content}
            onChange={setContent}
            error={fields.content}
            required
            testId="board-content"
            mentionables={mentionables}
          />
          <BookPicker value={books} onChange={setBooks} error={fields.lbIdxs ?? fields["lbIdxs.0"]} />
          {post ? null : (
            <FileInput
              label={t("community.common.filesToSend")}
              multiple
              clearable
              value={files}
              onChange={setFiles}
              data-testid="board-files"
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t("community.common.cancel")}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="board-submit">
              {t("community.common.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
