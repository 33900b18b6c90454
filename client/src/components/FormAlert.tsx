import { Alert } from "@mantine/core";
import { IconAlertTriangle } from "./icons";

/** A form's overall error (the api's message, or "check the highlighted fields"). */
export function FormAlert({ message, testId }: { message: string | null; testId: string }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle />} data-testid={testId} role="alert">
      {message}
    </Alert>
  );
}
