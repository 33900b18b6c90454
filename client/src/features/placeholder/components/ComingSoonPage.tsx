import { Badge, EmptyState, Paper } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { IconClock } from "../../../components/icons";
import { PageHeader } from "../../../components/PageHeader";
import type { ScreenTitleKey } from "../titleKeys";

/** The one stand-in for screens later issues build: their title and a tidy "coming soon". */
export function ComingSoonPage({ titleKey }: { titleKey: ScreenTitleKey }) {
  const { t } = useTranslation();
  const params = Object.values(useParams()).filter(Boolean);
  return (
    <>
      <PageHeader
        title={t(titleKey)}
        description={params.length ? t("placeholder.reference", { value: params.join(" / ") }) : undefined}
      />
      <Paper withBorder p={{ base: "lg", sm: 48 }} data-testid="coming-soon">
        <EmptyState
          icon={<IconClock size={30} />}
          variant="light"
          size="lg"
          title={t("placeholder.title")}
          description={t("placeholder.description")}
        >
          <EmptyState.Actions>
            <Badge variant="light" size="lg">
              {t(titleKey)}
            </Badge>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    </>
  );
}
