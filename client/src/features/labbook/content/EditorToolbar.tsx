import { Divider, Group, Paper } from "@mantine/core";
import { useEditorState, type Editor } from "@tiptap/react";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { IconLink } from "../../../components/icons";
import { IconPhoto, IconRedo, IconUndo } from "../icons";
import { TableMenu } from "./TableMenu";
import { listActions, toggleGroups } from "./toolbarActions";
import { BookMentionButton } from "./BookMentionButton";
import { ToolButton } from "./ToolButton";
import { UrlPopover } from "./UrlPopover";

interface ToolbarState {
  active: Record<string, boolean>;
  canUndo: boolean;
  canRedo: boolean;
}

const idle: ToolbarState = { active: {}, canUndo: false, canRedo: false };

function readState(editor: Editor): ToolbarState {
  const active: Record<string, boolean> = {};
  for (const action of toggleGroups.flat()) active[action.key] = action.isActive(editor);
  for (const name of ["bulletList", "orderedList", "link", "table"]) active[name] = editor.isActive(name);
  return { active, canUndo: editor.can().undo(), canRedo: editor.can().redo() };
}

function Separator() {
  return <Divider orientation="vertical" my={6} />;
}

/** Inserts a link; with nothing selected the address itself becomes the linked text. */
function applyLink(editor: Editor, href: string): void {
  if (editor.state.selection.empty && !editor.isActive("link")) {
    editor
      .chain()
      .focus()
      .insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] })
      .unsetMark("link") // what is typed next is plain text again
      .run();
  } else editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
}

/**
 * Formatting for the section being edited (the last one focused). Sticky under the header and
 * wrapping onto a second row on a tablet. Undo/redo are y-undo: only my own edits.
 */
export function EditorToolbar({ editor, lbIdx }: { editor: Editor | null; lbIdx: number | null }) {
  const { t } = useTranslation();
  const state =
    useEditorState({ editor, selector: ({ editor: current }) => (current ? readState(current) : idle) }) ?? idle;
  const off = !editor;
  const chain = () => editor?.chain().focus();
  const on = (name: string) => state.active[name] ?? false;

  return (
    <Paper withBorder shadow="xs" px="xs" py={4} className="labbook-toolbar" data-testid="editor-toolbar">
      <Group gap={2} wrap="wrap" role="toolbar" aria-label={t("labBook.toolbar.label")}>
        <ToolButton
          label={t("labBook.toolbar.undo")}
          icon={IconUndo}
          disabled={off || !state.canUndo}
          onClick={() => chain()?.undo().run()}
          testId="tool-undo"
        />
        <ToolButton
          label={t("labBook.toolbar.redo")}
          icon={IconRedo}
          disabled={off || !state.canRedo}
          onClick={() => chain()?.redo().run()}
          testId="tool-redo"
        />
        {toggleGroups.map((group, index) => (
          <Fragment key={index}>
            <Separator />
            {group.map((action) => (
              <ToolButton
                key={action.key}
                label={t(`labBook.toolbar.${action.key}`)}
                icon={action.icon}
                active={on(action.key)}
                disabled={off}
                onClick={() => {
                  const current = chain();
                  if (current) action.run(current).run();
                }}
                testId={action.testId}
              />
            ))}
          </Fragment>
        ))}
        <Separator />
        {(["bulletList", "orderedList"] as const).map((name) => (
          <ToolButton
            key={name}
            label={t(`labBook.toolbar.${name}`)}
            icon={listActions[name].icon}
            active={on(name)}
            disabled={off}
            onClick={() => {
              const current = chain();
              if (current) listActions[name].run(current).run();
            }}
            testId={listActions[name].testId}
          />
        ))}
        <Separator />
        <UrlPopover
          label={t("labBook.toolbar.link")}
          icon={IconLink}
          active={on("link")}
          disabled={off}
          testId="tool-link"
          initialUrl={() => (editor?.getAttributes("link").href as string | undefined) ?? ""}
          onSubmit={(href) => editor && applyLink(editor, href)}
          onRemove={() => chain()?.extendMarkRange("link").unsetLink().run()}
        />
        <UrlPopover
          label={t("labBook.toolbar.image")}
          icon={IconPhoto}
          active={false}
          disabled={off}
          testId="tool-image"
          initialUrl={() => ""}
          onSubmit={(src) => chain()?.setImage({ src }).run()}
        />
        <TableMenu editor={editor} inTable={on("table")} disabled={off} />
        {lbIdx !== null ? (
          <>
            <Separator />
            <BookMentionButton editor={editor} lbIdx={lbIdx} />
          </>
        ) : null}
      </Group>
    </Paper>
  );
}
