import { Group, Text } from "@mantine/core";
import { formatDateTime, transitionAction, type LabBookDetail } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { namedMember } from "../../../lib/memberName";

/** Who ended, completed or cancelled the end of the book, or imported into it, and when; oldest first. */
export function StatusHistory({ transitions }: { transitions: LabBookDetail["transitions"] }) {
  const { t } = useTranslation();
  if (transitions.length === 0) return null;
  return (
    <Group gap="md" mt="xs" style={{ rowGap: 2 }} aria-label={t("labBook.history.label")} data-testid="labbook-history">
      <Text size="xs" fw={500} c="dimmed">
        {t("labBook.history.label")}
      </Text>
      {transitions.map((transition) => {
        if (transition.imported) {
          const { source, parts } = transition.imported;
          return (
            <Text
              key={`${transition.at}-import`}
              size="xs"
              c="dimmed"
              data-testid="labbook-history-entry"
              data-action="import"
            >
              {t("bookFeed.import.history", {
                name: namedMember(transition.by),
                parts: parts.map((part) => t(`bookFeed.import.partNames.${part}`)).join(", "),
                seqNo: source.seqNo,
                title: source.title,
                at: formatDateTime(transition.at),
              })}
            </Text>
          );
        }
        const action = transitionAction(transition.from, transition.to);
        if (!action) return null;
        return (
          <Text
            key={`${transition.at}-${transition.to}`}
            size="xs"
            c="dimmed"
            data-testid="labbook-history-entry"
            data-action={action}
          >
            {t(`labBook.history.${action}`, { name: namedMember(transition.by), at: formatDateTime(transition.at) })}
          </Text>
        );
      })}
    </Group>
  );
}
