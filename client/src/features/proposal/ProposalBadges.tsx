import { Badge } from "@mantine/core";
import type { ProposalCategory, ProposalStatus } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { noShrink } from "../../components/noShrink";

const statusColors: Record<ProposalStatus, string> = {
  RECEIVED: "gray",
  REVIEWING: "blue",
  ACCEPTED: "teal",
  DECLINED: "red",
  DONE: "green",
};

export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={statusColors[status]}
      variant="light"
      tt="none"
      style={noShrink}
      data-testid="proposal-status"
      data-status={status}
    >
      {t(`proposals.statuses.${status}`)}
    </Badge>
  );
}

export function ProposalCategoryBadge({ category }: { category: ProposalCategory }) {
  const { t } = useTranslation();
  return (
    <Badge
      color="gray"
      variant="outline"
      tt="none"
      style={noShrink}
      data-testid="proposal-category"
      data-category={category}
    >
      {t(`proposals.categories.${category}`)}
    </Badge>
  );
}
