import { Alert, Button, Group, Stack, Table, Text } from "@mantine/core";
import { reactionRowKeys } from "@enote/shared";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { showToast } from "../../../components/dialogs";
import { errorMessage } from "../../../lib/errorMessage";
import type { ReactionRow } from "../content/reactionRows";
import { markUsed } from "./rowEdits";

interface StockTake<E> {
  /** The rows to take, each once (a row another member took while the dialog was open is skipped). */
  entries: readonly E[];
  rowOf: (entry: E) => ReactionRow;
  /** Asks the server to take the entry from stock (it refuses a row it took before). */
  take: (entry: E) => Promise<unknown>;
  failure: (entry: E, reason: string) => string;
  done: (count: number) => string;
  /** Read again after taking: the stock's lists and pages. */
  stale: QueryKey;
  memberName: string;
  onDone: () => void;
}

/** Takes rows from stock one by one, marks each taken in the book, and keeps what failed to show. */
export function useStockTake<E>(take: StockTake<E>) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<string[]>([]);
  const run = async () => {
    setBusy(true);
    const failed: string[] = [];
    let done = 0;
    for (const entry of take.entries) {
      const row = take.rowOf(entry);
      // Another member may have taken this row while the dialog was open: the live row says so.
      if (row.get(reactionRowKeys.usedAt) !== undefined) continue;
      try {
        await take.take(entry);
        markUsed(row, take.memberName);
        done += 1;
      } catch (error) {
        failed.push(take.failure(entry, errorMessage(error)));
      }
    }
    await client.invalidateQueries({ queryKey: take.stale });
    setBusy(false);
    if (done > 0) showToast(take.done(done));
    if (failed.length > 0) setFailures(failed);
    else take.onDone();
  };
  return { busy, failures, run };
}

interface StockTakeDialogProps {
  texts: { intro: string; none: string; cancel: string; confirm: string };
  /** Nothing can be taken (no row has an amount): said, and the confirm button is off. */
  nothing: boolean;
  state: { busy: boolean; failures: readonly string[]; run: () => Promise<void> };
  /** The table's rows: what goes from which record. */
  rows: ReactNode;
  /** Above the failures: what must be confirmed first (a restricted reagent). */
  extra?: ReactNode;
  confirmDisabled?: boolean;
  onCancel: () => void;
  /** `{testId}-dialog`, `-error`, `-confirm`. */
  testId: string;
}

/** The "take from stock" dialog of a book's table (reagents, supplies): what goes, then confirm. */
export function StockTakeDialog({
  texts,
  nothing,
  state,
  rows,
  extra,
  confirmDisabled,
  onCancel,
  testId,
}: StockTakeDialogProps) {
  return (
    <Stack gap="sm" data-testid={`${testId}-dialog`}>
      <Text size="sm">{texts.intro}</Text>
      {nothing ? (
        <Text size="sm" c="dimmed">
          {texts.none}
        </Text>
      ) : null}
      <Table verticalSpacing={6}>
        <Table.Tbody>{rows}</Table.Tbody>
      </Table>
      {extra}
      {state.failures.length > 0 ? (
        <Alert color="red" variant="light" data-testid={`${testId}-error`}>
          {state.failures.map((failure) => (
            <div key={failure}>{failure}</div>
          ))}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {texts.cancel}
        </Button>
        <Button
          color="red"
          loading={state.busy}
          disabled={nothing || confirmDisabled}
          onClick={() => void state.run()}
          data-testid={`${testId}-confirm`}
        >
          {texts.confirm}
        </Button>
      </Group>
    </Stack>
  );
}
