import { Button } from "@mantine/core";
import type { ProjectDetail } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { EmptyPanel } from "../../../components/EmptyPanel";
import { IconBook } from "../../../components/icons";
import { SectionCard } from "../../../components/SectionCard";
import { paths } from "../../../paths";

/** The project's lab books: for now their count and the way to the lab book screen. */
export function ProjectLabBooks({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const empty = project.labBookCount === 0;
  return (
    <SectionCard title={t("projects.labBooksTitle")} testId="project-labbooks">
      <EmptyPanel
        bare
        icon={<IconBook size={26} />}
        title={empty ? t("projects.noLabBooks") : t("projects.labBooksInProject", { count: project.labBookCount })}
        description={empty ? t("projects.noLabBooksDescription") : undefined}
        actions={
          empty ? undefined : (
            <Button component={Link} to={paths.labBook()} variant="light" data-testid="project-open-labbooks">
              {t("projects.openLabBooks")}
            </Button>
          )
        }
        testId={empty ? "project-labbooks-empty" : "project-labbooks-summary"}
      />
    </SectionCard>
  );
}
