import { Anchor, Badge, Group, Paper, SimpleGrid, Text } from "@mantine/core";
import type { BoardBook } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { IconBook, IconLock } from "../../components/icons";
import { paths } from "../../paths";
import { namedMember } from "../../lib/memberName";

/** The lab books of a post as cards: a book the reader may not read shows its number and a lock only. */
export function BookCards({ books }: { books: readonly BoardBook[] }) {
  const { t } = useTranslation();
  if (books.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="board-books">
      {books.map((book) => (
        <Paper
          key={book.lbIdx}
          withBorder
          p="sm"
          radius="md"
          data-testid="board-book-card"
          data-readable={book.readable}
        >
          {book.readable ? (
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconBook size={20} style={{ flex: "none" }} />
              <div style={{ minWidth: 0 }}>
                <Anchor
                  component={Link}
                  to={paths.labBookExperiment(book.lbIdx)}
                  fw={600}
                  style={{ overflowWrap: "anywhere" }}
                  aria-label={t("community.board.openBookNamed", { title: book.title ?? "" })}
                  data-testid="board-book-link"
                >
                  {book.title}
                </Anchor>
                <Group gap="xs">
                  <Text size="xs" c="dimmed">
                    {[
                      book.seqNo,
                      book.writerName === null ? null : namedMember({ name: book.writerName, left: book.writerLeft }),
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </Text>
                  {book.status ? (
                    <Badge size="xs" variant="light">
                      {t(`labBook.status.${book.status}`, { defaultValue: book.status })}
                    </Badge>
                  ) : null}
                </Group>
              </div>
            </Group>
          ) : (
            <Group gap="sm" wrap="nowrap" title={t("community.board.bookHiddenHint")}>
              <IconLock size={20} style={{ flex: "none" }} />
              <div>
                <Text fw={600}>{t("community.board.bookHidden", { lbIdx: book.lbIdx })}</Text>
                <Text size="xs" c="dimmed">
                  {t("community.board.bookHiddenHint")}
                </Text>
              </div>
            </Group>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
