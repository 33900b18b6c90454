import { Button, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useCopyText } from "../hooks/useCopyText";
import { IconCheck, IconCopy } from "./icons";

interface CopyFieldProps {
  label: string;
  value: string;
  testId: string;
  description?: string;
  /** Monospace, letter-spaced: for codes and passwords people read out. */
  code?: boolean;
}

/** A read-only value with a copy button (`<testId>-copy`); the text stays selectable. */
export function CopyField({ label, value, testId, description, code }: CopyFieldProps) {
  const { t } = useTranslation();
  const { copy, copied, failed } = useCopyText();
  return (
    <TextInput
      label={label}
      description={description}
      value={value}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      data-testid={testId}
      error={failed ? t("common.copyFailed") : undefined}
      styles={{
        input: code
          ? { fontFamily: "var(--mantine-font-family-monospace)", letterSpacing: "0.12em", fontWeight: 600 }
          : { textOverflow: "ellipsis" },
      }}
      rightSectionWidth={copied ? 112 : 96}
      rightSection={
        <Button
          size="compact-sm"
          variant={copied ? "light" : "subtle"}
          color={copied ? "teal" : undefined}
          leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          onClick={() => void copy(value)}
          data-testid={`${testId}-copy`}
        >
          {copied ? t("common.copied") : t("common.copy")}
        </Button>
      }
    />
  );
}
