import { CloseButton, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { IconSearch } from "../../../components/icons";
import { keepEnterInField } from "../../../components/pickerKeys";

const debounceMs = 300;

/** Searches title and content as the member types (debounced). */
export function SearchInput({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const search = useDebouncedCallback(onSearch, debounceMs);

  // Back/forward or a cleared filter changes the URL: show it, unless the member is still typing.
  useEffect(() => {
    if (!search.isPending()) setText(value);
  }, [value, search]);

  return (
    <TextInput
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      onKeyDown={keepEnterInField((event) => {
        if (event.key === "Enter") search.flush();
      })}
      maxLength={100}
      leftSection={<IconSearch size={18} />}
      rightSection={
        text ? (
          <CloseButton
            aria-label={t("labBook.list.clearSearch")}
            onClick={() => {
              search.cancel();
              setText("");
              onSearch("");
            }}
          />
        ) : null
      }
      placeholder={t("labBook.list.searchPlaceholder")}
      aria-label={t("labBook.list.search")}
      data-testid="labbook-search"
    />
  );
}
