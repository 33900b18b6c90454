import {
  ActionIcon,
  Badge,
  Group,
  Input,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { boardLimits } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { IconCircleX, IconSearch } from "../../components/icons";
import { useBookSearch } from "./queries";
import { namedMember } from "../../lib/memberName";

export interface PickedBook {
  lbIdx: number;
  label: string;
}

interface BookPickerProps {
  value: readonly PickedBook[];
  onChange: (books: PickedBook[]) => void;
  error?: string;
}

/** Chooses the lab books a post shows: search my readable books, add, remove. */
export function BookPicker({ value, onChange, error }: BookPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search, 300);
  const [open, setOpen] = useState(false);
  const found = useBookSearch(q);
  const chosen = new Set(value.map((book) => book.lbIdx));
  const choices = (found.data?.items ?? []).filter((book) => !chosen.has(book.lbIdx));
  const full = value.length >= boardLimits.booksMax;

  return (
    <Input.Wrapper label={t("community.board.books")} error={error}>
      <Stack gap="xs" mt={4} data-testid="board-book-picker">
        {value.length > 0 ? (
          <Group gap="xs" wrap="wrap">
            {value.map((book) => (
              <Badge
                key={book.lbIdx}
                variant="light"
                size="lg"
                tt="none"
                data-testid="board-book-chosen"
                rightSection={
                  <ActionIcon
                    size="xs"
                    variant="transparent"
                    aria-label={t("community.board.removeBook", { title: book.label })}
                    onClick={() => onChange(value.filter((other) => other.lbIdx !== book.lbIdx))}
                  >
                    <IconCircleX size={14} />
                  </ActionIcon>
                }
              >
                {book.label}
              </Badge>
            ))}
          </Group>
        ) : null}
        {full ? null : (
          <TextInput
            leftSection={<IconSearch />}
            placeholder={t("community.board.bookSearch")}
            aria-label={t("community.board.addBook")}
            value={search}
            onFocus={() => setOpen(true)}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setOpen(true);
            }}
            data-testid="board-book-search"
          />
        )}
        {open && !full ? (
          <Paper withBorder radius="sm">
            <ScrollArea.Autosize mah={220}>
              {choices.length === 0 ? (
                <Text size="sm" c="dimmed" p="xs">
                  {t("community.board.bookNone")}
                </Text>
              ) : (
                choices.map((book) => (
                  <UnstyledButton
                    key={book.lbIdx}
                    display="block"
                    w="100%"
                    p="xs"
                    onClick={() => {
                      onChange([...value, { lbIdx: book.lbIdx, label: `${book.seqNo} ${book.title}` }]);
                      setOpen(false);
                      setSearch("");
                    }}
                    data-testid="board-book-choice"
                    data-lb-idx={book.lbIdx}
                  >
                    <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                      {book.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {[book.seqNo, book.projectName, namedMember(book.writer)].join(" · ")}
                    </Text>
                  </UnstyledButton>
                ))
              )}
            </ScrollArea.Autosize>
          </Paper>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
