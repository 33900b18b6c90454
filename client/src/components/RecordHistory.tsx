import { Paper, Skeleton, Stack, Text, Timeline, Title } from "@mantine/core";
import { formatDateTime } from "@enote/shared";
import type { ReactNode } from "react";
import { IconHistory } from "./icons";
import { QueryError } from "./QueryError";

/** One entry of a record's history, as the timeline shows it. */
export interface HistoryLine {
  kind: string;
  color: string;
  title: ReactNode;
  detail: string | null;
  /** Who did it, named. */
  by: string;
  at: string;
}

interface RecordHistoryProps {
  title: string;
  empty: string;
  history: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  lines: readonly HistoryLine[];
  /** The line under an entry: who and when (each feature words it). */
  byAt: (name: string, at: string) => string;
  /** The timeline's, each entry's (`{entry}-{kind}`) and each detail's test ids. */
  testIds: { timeline: string; entry: string; detail: string };
}

/** A record's history card (a bottle, a supply): who did what and when, newest first. */
export function RecordHistory({ title, empty, history, lines, byAt, testIds }: RecordHistoryProps) {
  let body;
  if (history.isPending) body = <Skeleton h={80} />;
  else if (history.isError) body = <QueryError error={history.error} onRetry={() => void history.refetch()} />;
  else if (lines.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  else
    body = (
      <Timeline bulletSize={14} lineWidth={2} data-testid={testIds.timeline}>
        {lines.map((line, index) => (
          <Timeline.Item
            key={`${line.at}-${index}`}
            color={line.color}
            title={line.title}
            data-testid={`${testIds.entry}-${line.kind}`}
          >
            {line.detail ? (
              <Text size="sm" style={{ overflowWrap: "anywhere" }} data-testid={testIds.detail}>
                {line.detail}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {byAt(line.by, formatDateTime(line.at))}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    );
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }}>
      <Stack gap="md">
        <Title order={3} fz="md">
          <IconHistory size={18} style={{ verticalAlign: "-3px", marginRight: 6 }} />
          {title}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
