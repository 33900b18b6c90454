import { Button, FileInput, Group, Modal, Select, Stack, Switch, TextInput } from "@mantine/core";
import { useGroupMembers } from "../groups/queries";
import { useMediaQuery } from "@mantine/hooks";
import {
  communityLimits,
  emptyRichText,
  noticeCreateInput,
  noticePaths,
  noticeUpdateInput,
  type CommunityGroup,
  type Notice,
  type RichTextDoc,
} from "@enote/shared";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FormAlert } from "../../components/FormAlert";
import { fieldMessages } from "../../components/community/issues";
import { uploadFiles } from "../../components/community/FilesSection";
import { RichTextEditor } from "../../components/richtext/RichTextEditor";
import { errorMessage } from "../../lib/errorMessage";
import { chooseGroup, withStanding } from "../groups/defaultGroup";
import { useGroups } from "../groups/queries";
import { useSaveNotice } from "./queries";

interface NoticeFormProps {
  /** The notice being edited; null for a new one. */
  notice: Notice | null;
  canWrite: { installation: boolean; groups: readonly CommunityGroup[] };
  maxBytes: number | null;
  onClose: () => void;
  onSaved: (notice: Notice) => void;
}

const installation = "installation";

/** Write or edit a notice: audience (new ones), title, pin, show-until date, text and files. */
export function NoticeForm({ notice, canWrite, maxBytes, onClose, onSaved }: NoticeFormProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery("(max-width: 47.99em)", false);
  const save = useSaveNotice();
  const mine = useGroups();
  // Until the member picks one: the whole installation when they may, else their own group.
  const [picked, setAudience] = useState<string | null>(null);
  const ownGroup = chooseGroup(withStanding(canWrite.groups, mine.data ?? []), null, null);
  const fallback = canWrite.installation ? installation : ownGroup === null ? null : String(ownGroup);
  const audience = notice ? null : (picked ?? fallback);
  // A group's notice may mention its members (its readers); an installation notice mentions nobody.
  const readersGroup = notice
    ? notice.groupIdx
    : audience === null || audience === installation
      ? null
      : Number(audience);
  const members = useGroupMembers(readersGroup).data;
  const mentionables = readersGroup === null ? undefined : members?.map(({ memberIdx, name }) => ({ memberIdx, name }));
  const [title, setTitle] = useState(notice?.title ?? "");
  const [pinned, setPinned] = useState(notice?.pinned ?? false);
  const [showUntil, setShowUntil] = useState(notice?.showUntil ?? "");
  const [content, setContent] = useState<RichTextDoc>(notice?.content ?? emptyRichText);
  const [files, setFiles] = useState<File[]>([]);
  const [invalid, setInvalid] = useState<z.ZodError | null>(null);

  const options = [
    ...(canWrite.installation ? [{ value: installation, label: t("community.notice.installation") }] : []),
    ...canWrite.groups.map((group) => ({ value: String(group.groupIdx), label: group.groupName })),
  ];
  const fields = fieldMessages(invalid, save.error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const common = { title, content, pinned, showUntil: showUntil === "" ? null : showUntil };
    const input = notice
      ? common
      : { ...common, groupIdx: audience === installation || audience === null ? undefined : Number(audience) };
    const parsed = (notice ? noticeUpdateInput : noticeCreateInput).safeParse(input);
    setInvalid(parsed.success ? null : parsed.error);
    if (!parsed.success) return;
    const saved = await save.mutateAsync({ noticeIdx: notice?.noticeIdx ?? null, input }).catch(() => null);
    if (!saved) return;
    if (files.length > 0) {
      await uploadFiles(noticePaths.attachments(saved.noticeIdx), files, maxBytes ?? saved.maxBytes, (name, reason) =>
        t("community.common.uploadFailed", { name, reason }),
      );
    }
    onSaved(saved);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(notice ? "community.notice.editTitle" : "community.notice.createTitle")}
      size="xl"
      fullScreen={narrow}
    >
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="notice-form">
        <Stack gap="md">
          <FormAlert message={save.error ? errorMessage(save.error) : null} testId="notice-form-error" />
          {notice ? null : (
            <Select
              label={t("community.notice.audience")}
              data={options}
              value={audience}
              onChange={setAudience}
              allowDeselect={false}
              required
              data-testid="notice-audience"
            />
          )}
          <TextInput
            label={t("community.common.title")}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            maxLength={communityLimits.titleMax}
            error={fields.title}
            required
            data-testid="notice-title"
          />
          <Group gap="lg" align="flex-end" wrap="wrap">
            <Switch
              label={t("community.notice.pin")}
              checked={pinned}
              onChange={(event) => setPinned(event.currentTarget.checked)}
              data-testid="notice-pinned"
            />
            <TextInput
              type="date"
              label={t("community.notice.showUntil")}
              description={t("community.notice.showUntilHint")}
              value={showUntil}
              onChange={(event) => setShowUntil(event.currentTarget.value)}
              error={fields.showUntil}
              data-testid="notice-show-until"
            />
          </Group>
          <RichTextEditor
            label={t("community.common.content")}
            initial={content}
            onChange={setContent}
            error={fields.content}
            required
            testId="notice-content"
            mentionables={mentionables}
          />
          {notice ? null : (
            <FileInput
              label={t("community.common.filesToSend")}
              multiple
              clearable
              value={files}
              onChange={setFiles}
              data-testid="notice-files"
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t("community.common.cancel")}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="notice-submit">
              {t("community.common.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
