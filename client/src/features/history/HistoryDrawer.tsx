import { Drawer, Grid, ScrollArea, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ContentLoader } from "../../components/ContentLoader";
import { QueryError } from "../../components/QueryError";
import { AuthorChips } from "./AuthorChips";
import { useVersions } from "./queries";
import { VersionList } from "./VersionList";
import { VersionPanel } from "./VersionPanel";

interface HistoryDrawerProps {
  lbIdx: number;
  title: string;
  opened: boolean;
  onClose: () => void;
}

/** The book's history beside the book: its versions with their authors, and one version's diff. */
export function HistoryDrawer({ lbIdx, title, opened, onClose }: HistoryDrawerProps) {
  const { t } = useTranslation();
  const versions = useVersions(lbIdx, opened);
  const [selected, setSelected] = useState<number | null>(null);
  const list = versions.data?.versions ?? [];
  const current = selected ?? list[0]?.versionIdx ?? null;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      title={t("history.title", { title })}
      data-testid="history-drawer"
    >
      <Text size="sm" c="dimmed" mb="sm">
        {t("history.description")}
      </Text>
      {versions.isPending ? <ContentLoader /> : null}
      {versions.isError ? <QueryError error={versions.error} onRetry={() => void versions.refetch()} /> : null}
      {versions.data && versions.data.pendingAuthors.length > 0 ? (
        <Stack gap={4} mb="sm" data-testid="history-pending">
          <Text size="xs" c="dimmed">
            {t("history.pending", { names: versions.data.pendingAuthors.map((a) => a.name).join(", ") })}
          </Text>
          <AuthorChips members={versions.data.pendingAuthors} />
        </Stack>
      ) : null}
      {versions.data && list.length === 0 ? (
        <Text size="sm" data-testid="history-empty">
          {t("history.empty")}
        </Text>
      ) : null}
      {list.length > 0 ? (
        <Grid>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <ScrollArea.Autosize mah="75vh">
              <VersionList versions={list} selected={current} onSelect={setSelected} />
            </ScrollArea.Autosize>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            {current !== null ? (
              <VersionPanel
                key={current}
                lbIdx={lbIdx}
                versionIdx={current}
                canRestore={versions.data?.canRestore ?? false}
              />
            ) : (
              <Text size="sm">{t("history.pick")}</Text>
            )}
          </Grid.Col>
        </Grid>
      ) : null}
    </Drawer>
  );
}
