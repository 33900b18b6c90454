import { Group, Loader, Radio, ScrollArea, SegmentedControl, Stack, Text } from "@mantine/core";
import type { LabBookSummary } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../session/store";
import { SearchInput } from "../../labbook/components/SearchInput";
import { useLabBookList } from "../../labbook/queries";

type Scope = "mine" | "education" | "all";
const scopes: readonly Scope[] = ["mine", "education", "all"];

interface SourcePickerProps {
  /** The book being imported into: never offered. */
  lbIdx: number;
  value: LabBookSummary | null;
  onChange: (book: LabBookSummary) => void;
}

/**
 * Picks the book to import from among those the member may read, through the book list (so its
 * access rules decide): their own lab books, the group's education books, or any readable book.
 */
export function SourcePicker({ lbIdx, value, onChange }: SourcePickerProps) {
  const { t } = useTranslation();
  const me = useSession((state) => state.member?.memberIdx);
  const [scope, setScope] = useState<Scope>("mine");
  const [q, setQ] = useState("");
  const list = useLabBookList({
    q: q || undefined,
    size: "30",
    ...(scope === "mine" ? { kind: "LAB" as const, writer: me === undefined ? undefined : String(me) } : {}),
    ...(scope === "education" ? { kind: "EDU" as const } : {}),
  });
  const books = (list.data?.items ?? []).filter((book) => book.lbIdx !== lbIdx);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t("bookFeed.import.sourceLabel")}
      </Text>
      <SegmentedControl
        fullWidth
        value={scope}
        onChange={(next) => setScope(next as Scope)}
        data={scopes.map((item) => ({ value: item, label: t(`bookFeed.import.${item}`) }))}
        data-testid="book-import-scope"
      />
      <SearchInput value={q} onSearch={setQ} />
      <ScrollArea.Autosize mah={220} type="auto">
        {list.isPending ? (
          <Group gap="xs" c="dimmed" p="xs">
            <Loader size="xs" />
            <Text size="sm">{t("bookFeed.import.loadingSources")}</Text>
          </Group>
        ) : books.length === 0 ? (
          <Text size="sm" c="dimmed" p="xs" data-testid="book-import-no-sources">
            {t("bookFeed.import.noSources")}
          </Text>
        ) : (
          <Radio.Group
            value={value ? String(value.lbIdx) : null}
            onChange={(next) => {
              const book = books.find((item) => String(item.lbIdx) === next);
              if (book) onChange(book);
            }}
          >
            <Stack gap={6} p={4}>
              {books.map((book) => (
                <Radio
                  key={book.lbIdx}
                  value={String(book.lbIdx)}
                  data-testid="book-import-source"
                  data-lbidx={book.lbIdx}
                  label={book.title}
                  description={`${book.seqNo} · ${book.projectName} · ${t(`bookFeed.kinds.${book.kind}`)}`}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}
