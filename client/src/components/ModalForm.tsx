import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "./FormAlert";

interface ModalFormProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  onSubmit: (event?: FormEvent) => void;
  submitLabel: string;
  submitting: boolean;
  /** Nothing to submit (e.g. no choices left). */
  submitDisabled?: boolean;
  /** The form's overall error (api message or "check the fields"). */
  error: string | null;
  /** `<testId>` on the form, `<testId>-error` on its alert, `submitTestId` on the button. */
  testId: string;
  submitTestId: string;
  /** The submit button in red: submitting is itself the confirmation of a destructive step. */
  danger?: boolean;
  children: ReactNode;
}

/** A small form in a dialog: fields, the api's message if it failed, cancel and submit. */
export function ModalForm(props: ModalFormProps) {
  const { t } = useTranslation();
  const { opened, onClose, title, description, onSubmit, submitLabel, submitting, error, testId } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="md">
      <form onSubmit={onSubmit} noValidate data-testid={testId}>
        <Stack gap="md">
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
          <FormAlert message={error} testId={`${testId}-error`} />
          {props.children}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} data-testid={`${testId}-cancel`}>
              {t("common.cancel")}
            </Button>
            <Button
              type="submit"
              color={props.danger ? "red" : undefined}
              loading={submitting}
              disabled={props.submitDisabled}
              data-testid={props.submitTestId}
            >
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
