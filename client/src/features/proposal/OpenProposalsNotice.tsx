import { Alert, Button, Group, Text } from "@mantine/core";
import { seesAllProposals } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { IconMessages } from "../../components/icons";
import { paths } from "../../paths";
import { useSubject } from "../../session/subject";
import { useProposals } from "./queries";

/** For administrators: how many proposals wait for an answer, with the way there. Nothing otherwise. */
export function OpenProposalsNotice() {
  const { t } = useTranslation();
  const administrator = seesAllProposals(useSubject());
  const list = useProposals({ size: 1 }, administrator);
  const count = list.data?.openCount ?? 0;
  if (!administrator || count === 0) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconMessages />}
      mb="lg"
      title={t("proposals.dashboard.waiting", { count })}
      data-testid="open-proposals-notice"
      data-count={count}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t("proposals.dashboard.hint")}</Text>
        <Button component={Link} to={paths.proposal()} size="xs" variant="white" data-testid="open-proposals-link">
          {t("proposals.dashboard.open")}
        </Button>
      </Group>
    </Alert>
  );
}
