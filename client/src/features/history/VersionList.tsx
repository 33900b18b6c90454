import { NavLink, Stack, Text } from "@mantine/core";
import { formatDateTime, type VersionSummary } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { AuthorChips } from "./AuthorChips";
import { namedMember } from "../../lib/memberName";

/** Versions kept automatically just before an action replaced the content. */
const keptBefore: ReadonlySet<VersionSummary["reason"]> = new Set(["BEFORE_RESTORE", "BEFORE_IMPORT"]);

interface VersionListProps {
  versions: readonly VersionSummary[];
  selected: number | null;
  onSelect: (versionIdx: number) => void;
}

/** The versions, newest first: why each was kept, when, and who changed the book in it. */
export function VersionList({ versions, selected, onSelect }: VersionListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} data-testid="history-versions">
      {versions.map((version) => (
        <NavLink
          key={version.versionIdx}
          active={version.versionIdx === selected}
          onClick={() => onSelect(version.versionIdx)}
          data-testid="history-version"
          data-version={version.versionIdx}
          label={
            <Text size="sm" fw={500}>
              {t("history.versionLabel", { number: version.versionIdx })} ·{" "}
              {t(`history.reason.${version.reason}`, {
                status: t(`labBook.status.${version.status}`),
                from: version.restoredFrom ?? "",
              })}
            </Text>
          }
          description={
            <Stack gap={2} mt={2}>
              <Text size="xs" c="dimmed">
                {formatDateTime(version.createdAt)}
                {version.by ? ` · ${t("history.by", { name: namedMember(version.by) })}` : ""}
              </Text>
              {keptBefore.has(version.reason) ? (
                <Text size="xs" c="dimmed" data-testid="history-kept-before">
                  {t("history.keptBefore")}
                </Text>
              ) : null}
              {version.authors.length > 0 ? (
                <AuthorChips members={version.authors} />
              ) : (
                <Text size="xs" c="dimmed">
                  {t("history.noAuthors")}
                </Text>
              )}
            </Stack>
          }
        />
      ))}
    </Stack>
  );
}
