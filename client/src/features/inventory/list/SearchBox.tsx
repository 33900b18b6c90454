import { CloseButton, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { IconSearch } from "../../../components/icons";
import { createWedgeDetector } from "./wedge";

interface SearchBoxProps {
  value: string;
  onSearch: (q: string) => void;
  /** A code arrived from a barcode scanner (fast keys ending with Enter). */
  onScan: (code: string) => void;
}

const debounceMs = 300;

/** Search across name, English name, CAS, catalog, pins, barcode, supplier, location; scanner-aware. */
export function SearchBox({ value, onSearch, onScan }: SearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  const detector = useRef(createWedgeDetector());
  const search = useDebouncedCallback((q: string) => onSearch(q.trim()), debounceMs);

  // The URL changed from elsewhere (cleared filters, back button): show what is searched.
  if (value !== synced) {
    setSynced(value);
    if (value !== text.trim()) setText(value);
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key.length === 1) detector.current.key(event.timeStamp);
    if (event.key !== "Enter") return;
    event.preventDefault();
    const burst = detector.current.enter(event.timeStamp);
    const current = event.currentTarget.value;
    if (burst > 0) {
      search.cancel();
      const code = current.slice(-burst).trim();
      setText(code);
      onScan(code);
      return;
    }
    search.cancel();
    onSearch(current.trim());
  };

  return (
    <TextInput
      placeholder={t("inventory.searchPlaceholder")}
      aria-label={t("inventory.search")}
      leftSection={<IconSearch size={18} />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      onKeyDown={onKeyDown}
      rightSection={
        text ? (
          <CloseButton
            aria-label={t("inventory.clearSearch")}
            onClick={() => {
              setText("");
              search.cancel();
              onSearch("");
            }}
            data-testid="inventory-search-clear"
          />
        ) : null
      }
      style={{ flex: "1 1 260px" }}
      data-testid="inventory-search"
    />
  );
}
