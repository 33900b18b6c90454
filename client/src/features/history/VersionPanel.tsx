import { Button, Group, SegmentedControl, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ContentLoader } from "../../components/ContentLoader";
import { QueryError } from "../../components/QueryError";
import { confirmAction, showToast } from "../../components/dialogs";
import { errorMessage } from "../../lib/errorMessage";
import { useRestoreVersion, useVersion, useVersionDiff } from "./queries";
import { VersionContentView } from "./VersionContentView";
import { VersionDiffView } from "./VersionDiffView";

interface VersionPanelProps {
  lbIdx: number;
  versionIdx: number;
  canRestore: boolean;
}

/** One version: what changed since it (coloured by author) or its content, and its restore. */
export function VersionPanel({ lbIdx, versionIdx, canRestore }: VersionPanelProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<"diff" | "content">("diff");
  const diff = useVersionDiff(lbIdx, view === "diff" ? versionIdx : null);
  const detail = useVersion(lbIdx, view === "content" ? versionIdx : null);
  const restore = useRestoreVersion(lbIdx);
  const shown = view === "diff" ? diff : detail;

  const onRestore = async () => {
    const confirmed = await confirmAction({
      testId: "history-restore-dialog",
      title: t("history.restoreTitle", { number: versionIdx }),
      message: t("history.restoreMessage"),
      confirmLabel: t("history.restore"),
    });
    if (!confirmed) return;
    restore.mutate(versionIdx, {
      onSuccess: () => showToast(t("history.restored", { number: versionIdx })),
      onError: (error) => showToast(errorMessage(error), "failure"),
    });
  };

  return (
    <Stack gap="sm" data-testid="history-version-panel">
      <Group justify="space-between">
        <Title order={4}>
          {t(view === "diff" ? "history.diffTitle" : "history.contentTitle", { number: versionIdx })}
        </Title>
        {canRestore ? (
          <Button
            size="xs"
            variant="light"
            onClick={onRestore}
            loading={restore.isPending}
            data-testid="history-restore"
          >
            {t("history.restore")}
          </Button>
        ) : null}
      </Group>
      <SegmentedControl
        value={view}
        onChange={(value) => setView(value === "content" ? "content" : "diff")}
        data={[
          { value: "diff", label: t("history.tabs.diff") },
          { value: "content", label: t("history.tabs.content") },
        ]}
        data-testid="history-view"
      />
      {shown.isPending ? <ContentLoader /> : null}
      {shown.isError ? <QueryError error={shown.error} onRetry={() => void shown.refetch()} /> : null}
      {view === "diff" && diff.data ? <VersionDiffView diff={diff.data} /> : null}
      {view === "content" && detail.data ? <VersionContentView content={detail.data.content} /> : null}
    </Stack>
  );
}
