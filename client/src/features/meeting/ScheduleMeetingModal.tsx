import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text, TextInput } from "@mantine/core";
import { meetingInput, meetingLimits, type AgendaItem } from "@enote/shared";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../components/dialogs";
import { ModalForm } from "../../components/ModalForm";
import { useZodForm } from "../../hooks/useZodForm";
import { useGroupMembers } from "../groups/queries";
import { useProjects } from "../projects/queries";
import { localInputValue } from "./format";
import { useCreateMeeting } from "./queries";

interface ScheduleMeetingModalProps {
  groupIdx: number;
  onClose: () => void;
  onScheduled: (meetingIdx: number) => void;
}

/** Next Monday 10:00 (a weekly meeting's usual time) as the form's first value. */
function nextMeetingTime(): string {
  const date = new Date();
  date.setDate(date.getDate() + ((8 - date.getDay()) % 7 || 7));
  date.setHours(10, 0, 0, 0);
  return localInputValue(date);
}

/** Mounted while open: title, time, the project (or the whole group) and the agenda. */
export function ScheduleMeetingModal({ groupIdx, onClose, onScheduled }: ScheduleMeetingModalProps) {
  const { t } = useTranslation();
  const create = useCreateMeeting();
  const members = useGroupMembers(groupIdx).data ?? [];
  const projects = (useProjects(groupIdx).data ?? []).filter((project) => !project.moa && !project.archived);
  const [agenda, setAgenda] = useState<AgendaItem[]>([{ title: "", presenterIdx: null, minutes: 15 }]);
  const prepare = useCallback(
    (values: { title: string; startsAt: string; projectIdx: string }) => ({
      groupIdx,
      projectIdx: values.projectIdx ? Number(values.projectIdx) : null,
      title: values.title,
      startsAt: values.startsAt ? new Date(values.startsAt).toISOString() : "",
      agenda: agenda.filter((item) => item.title.trim() !== ""),
    }),
    [groupIdx, agenda],
  );
  const form = useZodForm(
    meetingInput,
    { title: "", startsAt: nextMeetingTime(), projectIdx: "" },
    { testIdPrefix: "meeting-form", prepare },
  );
  const onSubmit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (meeting) => {
        showToast(t("meeting.scheduled", { title: meeting.title }));
        onClose();
        onScheduled(meeting.meetingIdx);
      },
      onError: form.applyError,
    }),
  );
  const change = (index: number, patch: Partial<AgendaItem>) =>
    setAgenda((items) => items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const memberOptions = members.map((member) => ({ value: String(member.memberIdx), label: member.name }));

  return (
    <ModalForm
      opened
      onClose={onClose}
      title={t("meeting.scheduleTitle")}
      onSubmit={onSubmit}
      submitLabel={t("meeting.schedule")}
      submitting={create.isPending}
      error={form.formError}
      testId="meeting-form"
      submitTestId="meeting-form-submit"
    >
      <TextInput
        label={t("meeting.titleLabel")}
        placeholder={t("meeting.titlePlaceholder")}
        withAsterisk
        data-autofocus
        maxLength={meetingLimits.titleMax}
        {...form.textProps("title")}
      />
      <TextInput type="datetime-local" label={t("meeting.startsAt")} withAsterisk {...form.textProps("startsAt")} />
      <Select
        label={t("meeting.project")}
        placeholder={t("meeting.wholeGroup")}
        clearable
        data={projects.map((project) => ({ value: String(project.projectIdx), label: project.name }))}
        value={form.values.projectIdx || null}
        onChange={(value) => form.setValue("projectIdx", value ?? "")}
        comboboxProps={{ withinPortal: true }}
        data-testid="meeting-form-project"
      />
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t("meeting.agenda")}
        </Text>
        {agenda.map((item, index) => (
          <Group key={index} gap="xs" align="flex-end" wrap="wrap" data-testid="meeting-form-agenda-item">
            <TextInput
              style={{ flex: "1 1 200px" }}
              aria-label={t("meeting.agendaItem")}
              placeholder={t("meeting.agendaItemPlaceholder")}
              maxLength={meetingLimits.agendaTitleMax}
              value={item.title}
              onChange={(event) => change(index, { title: event.currentTarget.value })}
              data-testid="meeting-form-agenda-title"
            />
            <Select
              w={160}
              aria-label={t("meeting.presenter")}
              placeholder={t("meeting.noPresenter")}
              clearable
              data={memberOptions}
              value={item.presenterIdx === null ? null : String(item.presenterIdx)}
              onChange={(value) => change(index, { presenterIdx: value ? Number(value) : null })}
              comboboxProps={{ withinPortal: true }}
              data-testid="meeting-form-agenda-presenter"
            />
            <NumberInput
              w={90}
              aria-label={t("meeting.minutesAllotted")}
              suffix={` ${t("meeting.minutesAllotted")}`}
              min={1}
              max={meetingLimits.itemMinutesMax}
              value={item.minutes}
              onChange={(value) => change(index, { minutes: typeof value === "number" ? value : 0 })}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t("meeting.removeItem", { number: index + 1 })}
              onClick={() => setAgenda((items) => items.filter((_, i) => i !== index))}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        {agenda.length < meetingLimits.agendaMax ? (
          <Button
            variant="light"
            size="xs"
            style={{ alignSelf: "flex-start" }}
            onClick={() => setAgenda((items) => [...items, { title: "", presenterIdx: null, minutes: 10 }])}
            data-testid="meeting-form-add-item"
          >
            {t("meeting.addItem")}
          </Button>
        ) : null}
      </Stack>
    </ModalForm>
  );
}
