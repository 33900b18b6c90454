import { TextInput } from "@mantine/core";
import type { UseMutationResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useZodForm } from "../hooks/useZodForm";
import { showToast } from "./dialogs";
import { ModalForm } from "./ModalForm";

interface RenameModalProps<S extends z.ZodType, K extends string> {
  /** The shared request schema; `field` is the one name field it holds. */
  schema: S;
  field: K;
  current: string;
  maxLength: number;
  mutation: Pick<UseMutationResult<unknown, Error, z.output<S>>, "mutate" | "isPending">;
  /** Already translated. */
  texts: { title: string; label: string; renamed: string };
  /** `<testId>-form`, `<testId>-submit`, `<testId>-input`. */
  testId: string;
  onClose: () => void;
}

/** Renames a thing (a group, a project) in a dialog. Mounted while open. */
export function RenameModal<S extends z.ZodType, K extends string>(props: RenameModalProps<S, K>) {
  const { schema, field, current, maxLength, mutation, texts, testId, onClose } = props;
  const { t } = useTranslation();
  const form = useZodForm(schema, { [field]: current } as Record<K, string>);

  const onSubmit = form.handleSubmit((input) =>
    mutation.mutate(input, {
      onSuccess: () => {
        showToast(texts.renamed);
        onClose();
      },
      onError: form.applyError,
    }),
  );

  return (
    <ModalForm
      opened
      onClose={onClose}
      title={texts.title}
      onSubmit={onSubmit}
      submitLabel={t("common.save")}
      submitting={mutation.isPending}
      error={form.formError}
      testId={`${testId}-form`}
      submitTestId={`${testId}-submit`}
    >
      <TextInput
        label={texts.label}
        withAsterisk
        data-autofocus
        maxLength={maxLength}
        {...form.textProps(field)}
        data-testid={`${testId}-input`}
      />
    </ModalForm>
  );
}
