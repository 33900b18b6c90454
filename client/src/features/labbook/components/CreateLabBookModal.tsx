import { Alert, Select, TextInput } from "@mantine/core";
import { labBookCreateInput, labBookLimits, type BookKind, type LabBookDetail } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { showToast } from "../../../components/dialogs";
import { ModalForm } from "../../../components/ModalForm";
import { useZodForm } from "../../../hooks/useZodForm";
import { useCreatableProjects } from "../creatableProjects";
import { useCreateLabBook } from "../queries";
import { keepEnterInField } from "../../../components/pickerKeys";

/** The select gives a string; the shared rule checks the number it stands for. */
const createForm = labBookCreateInput.extend({
  projectIdx: z.preprocess(
    (value) => (typeof value === "string" && /^\d+$/.test(value) ? Number(value) : undefined),
    labBookCreateInput.shape.projectIdx,
  ),
});

interface CreateLabBookModalProps {
  /** Preselected when the list is filtered to one project. */
  projectIdx: number | null;
  /** The kind of book to start (LAB by default). */
  kind?: BookKind;
  onClose: () => void;
  onCreated: (detail: LabBookDetail) => void;
}

/** Mounted while open, so each opening starts empty. Only projects I may write in are offered. */
export function CreateLabBookModal({ projectIdx, kind = "LAB", onClose, onCreated }: CreateLabBookModalProps) {
  const { t } = useTranslation();
  const { projects: writable, isPending } = useCreatableProjects(kind);
  const create = useCreateLabBook();
  const texts = {
    LAB: {
      title: t("labBook.create.title"),
      hint: t("labBook.create.hint"),
      none: t("labBook.create.noWritableProject"),
    },
    EDU: { title: t("books.newEduTitle"), hint: t("books.newEduHint"), none: t("books.noEduProject") },
    MOA: { title: t("books.moa.createTitle"), hint: t("books.moa.createHint"), none: t("books.moa.noProject") },
  }[kind];
  const preselected = projectIdx !== null && writable.some((project) => project.projectIdx === projectIdx);
  const form = useZodForm(
    createForm,
    { projectIdx: preselected ? String(projectIdx) : "", title: "" },
    { testIdPrefix: "labbook-create" },
  );
  const projectField = form.textProps("projectIdx");

  const onSubmit = form.handleSubmit((input) =>
    create.mutate(kind === "EDU" ? { ...input, kind } : input, {
      onSuccess: (detail) => {
        showToast(t("labBook.create.created", { title: detail.title }));
        onClose();
        onCreated(detail);
      },
      onError: form.applyError,
    }),
  );

  return (
    <ModalForm
      opened
      onClose={onClose}
      title={texts.title}
      description={texts.hint}
      onSubmit={onSubmit}
      submitLabel={t("labBook.create.submit")}
      submitting={create.isPending}
      error={form.formError}
      testId="labbook-create-form"
      submitTestId="labbook-create-submit"
    >
      {!isPending && writable.length === 0 ? (
        <Alert color="yellow" variant="light" data-testid="labbook-create-no-project">
          {texts.none}
        </Alert>
      ) : null}
      <Select
        size="md"
        label={t("labBook.fields.project")}
        withAsterisk
        searchable
        data={writable.map((project) => ({
          value: String(project.projectIdx),
          label: `${project.name} · ${project.groupName}`,
        }))}
        value={form.values.projectIdx || null}
        onChange={(value) => form.setValue("projectIdx", value ?? "")}
        error={projectField.error}
        errorProps={{ "data-testid": "labbook-create-projectIdx-error" }}
        placeholder={isPending ? t("common.loading") : t("labBook.create.projectPlaceholder")}
        nothingFoundMessage={texts.none}
        disabled={isPending}
        comboboxProps={{ withinPortal: true }}
        onKeyDown={keepEnterInField()}
        data-testid="labbook-create-projectIdx"
      />
      <TextInput
        label={t("labBook.fields.title")}
        withAsterisk
        data-autofocus
        maxLength={labBookLimits.titleMax}
        {...form.textProps("title")}
      />
    </ModalForm>
  );
}
