import { Badge, Group as Row, Stack, Text, UnstyledButton } from "@mantine/core";
import { formatDateTime, type WaitingBook, type WaitingBooks } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { noShrink } from "../../../components/noShrink";
import { SectionCard } from "../../../components/SectionCard";
import { namedMember } from "../../../lib/memberName";
import { bookPath } from "../../labbook/bookPaths";

function WaitingRow({ book, showWriter }: { book: WaitingBook; showWriter: boolean }) {
  const { t } = useTranslation();
  const details = [
    book.seqNo,
    book.projectName,
    showWriter ? t("waiting.writer", { name: namedMember(book.writer) }) : null,
    t("waiting.ended", { date: formatDateTime(book.endedAt) }),
  ].filter((part) => part !== null);
  return (
    <UnstyledButton
      component={Link}
      to={bookPath(book.kind, book.lbIdx)}
      p="sm"
      style={{ border: "1px solid var(--mantine-color-gray-3)", borderRadius: 8 }}
      data-testid="dashboard-waiting-book"
      data-lbidx={book.lbIdx}
    >
      <Text fw={600} style={{ overflowWrap: "anywhere" }}>
        {book.title}
      </Text>
      <Text size="xs" c="dimmed">
        {details.join(" · ")}
      </Text>
    </UnstyledButton>
  );
}

function WaitingList({
  title,
  books,
  showWriter,
  testId,
}: {
  title: string;
  books: WaitingBooks;
  showWriter: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  if (books.total === 0) return null;
  const more = books.total - books.items.length;
  return (
    <Stack gap="xs" data-testid={testId}>
      <Row gap="xs">
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Badge style={noShrink} variant="light" data-testid={`${testId}-total`}>
          {books.total}
        </Badge>
      </Row>
      {books.items.map((book) => (
        <WaitingRow key={book.lbIdx} book={book} showWriter={showWriter} />
      ))}
      {more > 0 ? (
        <Text size="xs" c="dimmed">
          {t("waiting.more", { count: more })}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * What waits for me: the ended books I may complete, and my own ended books waiting for someone
 * else's check; each opens the book. Nothing waiting: no card.
 */
export function DashboardWaiting({ toCheck, myEnded }: { toCheck: WaitingBooks; myEnded: WaitingBooks }) {
  const { t } = useTranslation();
  if (toCheck.total === 0 && myEnded.total === 0) return null;
  return (
    <SectionCard title={t("waiting.title")} testId="dashboard-waiting">
      <WaitingList title={t("waiting.toCheck")} books={toCheck} showWriter testId="dashboard-to-check" />
      <WaitingList title={t("waiting.myEnded")} books={myEnded} showWriter={false} testId="dashboard-my-ended" />
    </SectionCard>
  );
}
