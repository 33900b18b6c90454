import { Menu } from "@mantine/core";
import type { Editor } from "@tiptap/react";
import { useTranslation } from "react-i18next";
import { ToolButton } from "./ToolButton";
import { IconTable } from "../icons";

/** Insert a table, or change the one the caret is in. */
export function TableMenu({
  editor,
  inTable,
  disabled,
}: {
  editor: Editor | null;
  inTable: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const run = (command: (chain: ReturnType<Editor["chain"]>) => ReturnType<Editor["chain"]>) => {
    if (editor) command(editor.chain().focus()).run();
  };
  return (
    <Menu position="bottom-start" shadow="md" withinPortal>
      <Menu.Target>
        <span>
          <ToolButton
            label={t("labBook.toolbar.table")}
            icon={IconTable}
            active={inTable}
            disabled={disabled}
            testId="tool-table"
          />
        </span>
      </Menu.Target>
      <Menu.Dropdown data-testid="tool-table-menu">
        <Menu.Item
          disabled={inTable}
          onClick={() => run((c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true }))}
          data-testid="tool-table-insert"
        >
          {t("labBook.toolbar.insertTable")}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item disabled={!inTable} onClick={() => run((c) => c.addRowAfter())}>
          {t("labBook.toolbar.addRow")}
        </Menu.Item>
        <Menu.Item disabled={!inTable} onClick={() => run((c) => c.addColumnAfter())}>
          {t("labBook.toolbar.addColumn")}
        </Menu.Item>
        <Menu.Item disabled={!inTable} onClick={() => run((c) => c.deleteRow())}>
          {t("labBook.toolbar.deleteRow")}
        </Menu.Item>
        <Menu.Item disabled={!inTable} onClick={() => run((c) => c.deleteColumn())}>
          {t("labBook.toolbar.deleteColumn")}
        </Menu.Item>
        <Menu.Item disabled={!inTable} onClick={() => run((c) => c.toggleHeaderRow())}>
          {t("labBook.toolbar.toggleHeader")}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" disabled={!inTable} onClick={() => run((c) => c.deleteTable())}>
          {t("labBook.toolbar.deleteTable")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
