import { ActionIcon, Loader, Popover, ScrollArea, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState, type ReactNode } from "react";
import { IconSearch } from "./icons";
import { errorMessage } from "../lib/errorMessage";
import classes from "./RecordPicker.module.css";

/** The picker's open state and search text; the feature's query reads `settled` while `opened`. */
export function useRecordPicker() {
  const [opened, setOpened] = useState(false);
  const [q, setQ] = useState("");
  const [settled] = useDebouncedValue(q.trim(), 250);
  return {
    opened,
    setOpened,
    q,
    setQ,
    settled,
    close: () => {
      setOpened(false);
      setQ("");
    },
  };
}

export type RecordPickerState = ReturnType<typeof useRecordPicker>;

interface RecordPickerProps<T> {
  picker: RecordPickerState;
  texts: {
    title: string;
    /** The button's accessible name (names the row) and its tooltip. */
    openRow: string;
    open: string;
    search: string;
    hint: string;
    searching: string;
    empty: string;
    notLinked: string;
  };
  /** False for who does not read the records searched (a MoA partner): told so instead. */
  reachable: boolean;
  list: { isError: boolean; error: unknown; isPending: boolean; isFetching: boolean };
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  onPick: (item: T) => void;
  /** While a pick is being completed: the items cannot be picked. */
  busy?: boolean;
  /** `{testId}`, `-open`, `-search`, `-item`, `-empty`, `-not-linked`. */
  testId: string;
}

/**
 * A search button on a table row that opens a search-as-you-type list to pick a record from
 * (a reagent bottle, a supply).
 */
export function RecordPicker<T>(props: RecordPickerProps<T>) {
  const { picker, texts, list, items, testId } = props;
  let results;
  if (!picker.settled)
    results = (
      <Text size="sm" c="dimmed">
        {texts.hint}
      </Text>
    );
  else if (list.isError)
    results = (
      <Text size="sm" c="red">
        {errorMessage(list.error)}
      </Text>
    );
  else if (list.isPending)
    results = (
      <Text size="sm" c="dimmed">
        {texts.searching}
      </Text>
    );
  else if (items.length === 0)
    results = (
      <Text size="sm" c="dimmed" data-testid={`${testId}-empty`}>
        {texts.empty}
      </Text>
    );
  else
    results = (
      <ScrollArea.Autosize mah={300}>
        <Stack gap={2}>
          {items.map((item) => (
            <UnstyledButton
              key={props.itemKey(item)}
              onClick={() => props.onPick(item)}
              disabled={props.busy}
              p={6}
              style={{ borderRadius: 4 }}
              className={classes.item}
              data-testid={`${testId}-item`}
            >
              {props.renderItem(item)}
            </UnstyledButton>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    );

  return (
    <Popover
      opened={picker.opened}
      onChange={picker.setOpened}
      position="bottom-start"
      width={340}
      shadow="md"
      withinPortal
      trapFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size={32}
          onClick={() => picker.setOpened((was) => !was)}
          aria-label={texts.openRow}
          title={texts.open}
          data-testid={`${testId}-open`}
        >
          <IconSearch size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown data-testid={testId}>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {texts.title}
          </Text>
          {props.reachable ? (
            <>
              <TextInput
                value={picker.q}
                onChange={(event) => picker.setQ(event.currentTarget.value)}
                placeholder={texts.search}
                aria-label={texts.search}
                maxLength={100}
                data-autofocus
                rightSection={list.isFetching ? <Loader size="xs" /> : null}
                data-testid={`${testId}-search`}
              />
              {results}
            </>
          ) : (
            <Text size="sm" c="dimmed" data-testid={`${testId}-not-linked`}>
              {texts.notLinked}
            </Text>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
