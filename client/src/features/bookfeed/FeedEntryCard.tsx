import { Anchor, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { formatDateTime, type BookEventKind, type BookFeedEntry } from "@enote/shared";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { IconCircleCheck, IconClock, IconMessages, IconPlus, IconWorld } from "../../components/icons";
import { namedMember } from "../../lib/memberName";
import { paths } from "../../paths";
import { LabBookStatusBadge } from "../labbook/components/LabBookStatusBadge";

const eventIcons: Record<BookEventKind, ReactNode> = {
  CREATED: <IconPlus size={16} />,
  ENDED: <IconClock size={16} />,
  COMPLETED: <IconCircleCheck size={16} />,
  SHARED: <IconWorld size={16} />,
  COMMENTED: <IconMessages size={16} />,
};

const kindColors = { LAB: "gray", EDU: "grape", MOA: "cyan" } as const;

/** Where a book opens: MoA books under /moaBook, the others under /labBook. */
export function bookLink(book: BookFeedEntry["book"]): string {
  return book.kind === "MOA" ? paths.moaExperiment(book.lbIdx) : paths.labBookExperiment(book.lbIdx);
}

/** One entry of the feed: what happened, to which book, and the book's first lines of goal. */
export function FeedEntryCard({ entry }: { entry: BookFeedEntry }) {
  const { t } = useTranslation();
  const { book } = entry;
  return (
    <Paper withBorder p="md" data-testid="bookfeed-entry" data-event={entry.event} data-lbidx={book.lbIdx}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Group gap={6} wrap="nowrap" c="dimmed">
            {eventIcons[entry.event]}
            <Text size="sm" c="dimmed" data-testid="bookfeed-entry-event">
              {t(`bookFeed.events.${entry.event}`, { actor: namedMember(entry.actor) })}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
            {formatDateTime(entry.at)}
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Anchor
            component={Link}
            to={bookLink(book)}
            fw={600}
            aria-label={t("bookFeed.open", { title: book.title })}
            data-testid="bookfeed-entry-title"
          >
            {book.title}
          </Anchor>
          <Badge variant="light" color={kindColors[book.kind]} size="sm">
            {t(`bookFeed.kinds.${book.kind}`)}
          </Badge>
          <Text size="xs" c="dimmed">
            {book.seqNo}
          </Text>
          <LabBookStatusBadge status={book.status} size="sm" />
        </Group>
        <Text size="sm" lineClamp={2} style={{ whiteSpace: "pre-line" }} c={book.goal ? undefined : "dimmed"}>
          {book.goal || t("bookFeed.noGoal")}
        </Text>
        <Group gap="md">
          <Text size="xs" c="dimmed">
            {t("bookFeed.writer", { name: namedMember(book.writer) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t("bookFeed.project", { name: `${book.projectName} · ${book.groupName}` })}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
