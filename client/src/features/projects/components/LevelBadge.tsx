import { Badge } from "@mantine/core";
import type { ProjectLevel } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { noShrink } from "../../../components/noShrink";

const colors: Record<ProjectLevel, string> = { OWNER: "grape", WRITER: "lab", READER: "gray" };

/** A project level; null (a group manager or administrator who is not a member) reads "Group manager". */
export function LevelBadge({ level, testId }: { level: ProjectLevel | null; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge style={noShrink} variant="light" color={level ? colors[level] : "gray"} data-testid={testId}>
      {level ? t(`levels.${level}`) : t("projects.levelNone")}
    </Badge>
  );
}
