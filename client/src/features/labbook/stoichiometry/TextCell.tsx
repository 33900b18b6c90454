import { TextInput, type TextInputProps } from "@mantine/core";
import { labBookLimits, type ReactionTextCell } from "@enote/shared";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { CellPresenceMark } from "../content/CellPresenceMark";
import { cellText, ensureCell, type ReactionRow } from "../content/reactionRows";
import { cellKey, type CellPresence } from "../content/useCellPresence";
import { YTextArea } from "../content/YTextArea";
import { YTextInput } from "../content/YTextInput";

export interface CellContext {
  row: ReactionRow;
  /** The row's id (presence names cells by it). */
  id: string;
  presence: CellPresence;
  editable: boolean;
  undo: { onKeyDown: (event: KeyboardEvent<HTMLElement>) => void; newStep: () => void };
}

/** The cell a member just turned from computed into typed: focus follows them there. */
let focusNext: string | null = null;
export const focusCellNext = (id: string, cell: ReactionTextCell) => {
  focusNext = cellKey(id, cell);
};

interface TextCellProps extends Omit<TextInputProps, "value" | "onChange" | "onKeyDown" | "maxLength"> {
  context: CellContext;
  cell: ReactionTextCell;
  label: string;
  /** Told when the member starts editing the cell (it takes focus). */
  onFocusCell?: () => void;
  /** The text wraps to show itself whole (a long name) instead of scrolling inside the cell. */
  wrap?: boolean;
}

/** One co-edited cell of a stoichiometry row, with the others' presence on it. */
export function TextCell({ context, cell, label, styles, onFocusCell, wrap = false, ...props }: TextCellProps) {
  const { row, id, presence, editable, undo } = context;
  const text = cellText(row, cell);
  const others = presence.others.get(cellKey(id, cell)) ?? [];
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusNext !== cellKey(id, cell) || !text) return;
    focusNext = null;
    const input = wrapper.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>("input, textarea");
    if (!input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [id, cell, text]);
  const ring = others[0] ? { input: { boxShadow: `0 0 0 2px ${others[0].color}` } } : undefined;
  const common = {
    ...props,
    variant: editable ? "default" : "unstyled",
    "aria-label": label,
    "data-testid": `reaction-cell-${cell}`,
    styles: { ...styles, ...ring },
  } as const;
  const editing = () => {
    undo.newStep();
    presence.announce(id, cell);
    onFocusCell?.();
  };
  return (
    <div ref={wrapper} style={{ position: "relative", flex: 1, minWidth: 0 }}>
      <CellPresenceMark others={others} />
      {text && wrap ? (
        <YTextArea
          variant={common.variant}
          aria-label={label}
          data-testid={common["data-testid"]}
          style={props.style}
          styles={ring}
          text={text}
          maxLength={labBookLimits.cellMax}
          readOnly={!editable}
          onKeyDown={undo.onKeyDown}
          onFocus={editing}
          onBlur={() => presence.announce(id, null)}
        />
      ) : text ? (
        <YTextInput
          {...common}
          text={text}
          maxLength={labBookLimits.cellMax}
          readOnly={!editable}
          onKeyDown={undo.onKeyDown}
          onFocus={editing}
          onBlur={() => presence.announce(id, null)}
        />
      ) : (
        <TextInput
          {...common}
          value=""
          readOnly
          onFocus={() => {
            if (editable) {
              focusCellNext(id, cell);
              ensureCell(row, cell);
            }
          }}
        />
      )}
    </div>
  );
}
