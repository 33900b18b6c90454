import { ActionIcon, Button, Group, Input, Paper, Popover, Stack, TextInput, Tooltip } from "@mantine/core";
import { isSafeHref, type RichTextDoc } from "@enote/shared";
import StarterKit from "@tiptap/starter-kit";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EditorMentionButton } from "../comments/EditorMentionButton";
import { BookMention } from "../comments/mentionNode";
import type { Mentionable } from "../comments/mentions";
import { IconLink } from "../icons";
import "./richtext.css";

type Chain = ReturnType<Editor["chain"]>;

interface Tool {
  key:
    | "bold"
    | "italic"
    | "underline"
    | "strike"
    | "code"
    | "heading"
    | "bulletList"
    | "orderedList"
    | "blockquote"
    | "codeBlock"
    | "horizontalRule";
  glyph: ReactNode;
  active?: (editor: Editor) => boolean;
  run: (chain: Chain) => Chain;
}

const tools: readonly Tool[] = [
  { key: "bold", glyph: <b>B</b>, active: (e) => e.isActive("bold"), run: (c) => c.toggleBold() },
  { key: "italic", glyph: <i>I</i>, active: (e) => e.isActive("italic"), run: (c) => c.toggleItalic() },
  { key: "underline", glyph: <u>U</u>, active: (e) => e.isActive("underline"), run: (c) => c.toggleUnderline() },
  { key: "strike", glyph: <s>S</s>, active: (e) => e.isActive("strike"), run: (c) => c.toggleStrike() },
  { key: "code", glyph: "</>", active: (e) => e.isActive("code"), run: (c) => c.toggleCode() },
  { key: "heading", glyph: "H", active: (e) => e.isActive("heading"), run: (c) => c.toggleHeading({ level: 2 }) },
  { key: "bulletList", glyph: "•", active: (e) => e.isActive("bulletList"), run: (c) => c.toggleBulletList() },
  { key: "orderedList", glyph: "1.", active: (e) => e.isActive("orderedList"), run: (c) => c.toggleOrderedList() },
  { key: "blockquote", glyph: "❝", active: (e) => e.isActive("blockquote"), run: (c) => c.toggleBlockquote() },
  { key: "codeBlock", glyph: "{ }", active: (e) => e.isActive("codeBlock"), run: (c) => c.toggleCodeBlock() },
  { key: "horizontalRule", glyph: "—", run: (c) => c.setHorizontalRule() },
];

function LinkTool({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [href, setHref] = useState("");
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = href.trim();
    if (!isSafeHref(value)) return setInvalid(true);
    if (editor.state.selection.empty && !editor.isActive("link")) {
      editor
        .chain()
        .focus()
        .insertContent({ type: "text", text: value, marks: [{ type: "link", attrs: { href: value } }] })
        .unsetMark("link")
        .run();
    } else editor.chain().focus().extendMarkRange("link").setLink({ href: value }).run();
    setOpened(false);
  };
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus withinPortal position="bottom-start">
      <Popover.Target>
        <Tooltip label={t("community.richText.link")} openDelay={400}>
          <ActionIcon
            size={40}
            variant={editor.isActive("link") ? "light" : "subtle"}
            color="gray"
            aria-label={t("community.richText.link")}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setHref((editor.getAttributes("link").href as string | undefined) ?? "");
              setInvalid(false);
              setOpened((was) => !was);
            }}
            data-testid="richtext-tool-link"
          >
            <IconLink size={20} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={submit}>
          <Stack gap="xs" w={280}>
            <TextInput
              label={t("community.richText.linkPrompt")}
              value={href}
              onChange={(event) => setHref(event.currentTarget.value)}
              error={invalid ? t("community.richText.linkInvalid") : undefined}
              data-testid="richtext-link-input"
              data-autofocus
            />
            <Group justify="flex-end" gap="xs">
              {editor.isActive("link") ? (
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() => {
                    editor.chain().focus().extendMarkRange("link").unsetLink().run();
                    setOpened(false);
                  }}
                >
                  {t("community.richText.unlink")}
                </Button>
              ) : null}
              <Button type="submit" size="xs" data-testid="richtext-link-apply">
                {t("community.richText.link")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

function Toolbar({ editor, mentionables }: { editor: Editor; mentionables?: readonly Mentionable[] }) {
  const { t } = useTranslation();
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(tools.map((tool) => [tool.key, tool.active?.(current) ?? false])),
  });
  return (
    <Group gap={2} wrap="wrap" role="toolbar" aria-label={t("community.richText.toolbar")} p={4}>
      {tools.map((tool) => (
        <Tooltip key={tool.key} label={t(`community.richText.${tool.key}`)} openDelay={400}>
          <ActionIcon
            size={40}
            variant={active[tool.key] ? "light" : "subtle"}
            color="gray"
            aria-label={t(`community.richText.${tool.key}`)}
            aria-pressed={active[tool.key] ?? false}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => tool.run(editor.chain().focus()).run()}
            data-testid={`richtext-tool-${tool.key}`}
          >
            {tool.glyph}
          </ActionIcon>
        </Tooltip>
      ))}
      <LinkTool editor={editor} />
      {mentionables ? (
        <EditorMentionButton
          editor={editor}
          members={mentionables}
          testId="richtext-tool-mention"
          optionTestId="richtext-mention-option"
          hint={t("community.richText.mentionHint")}
        />
      ) : null}
    </Group>
  );
}

interface RichTextEditorProps {
  label: string;
  /** The document the editor starts with (later changes of it are not applied). */
  initial: RichTextDoc;
  onChange: (doc: RichTextDoc) => void;
  error?: ReactNode;
  required?: boolean;
  testId?: string;
  /** Who may be mentioned ("@"; they are told when the text is saved); none: no mentions offered. */
  mentionables?: readonly Mentionable[];
}

/**
 * A rich text field for forms (notices, board posts): TipTap with StarterKit (its link and
 * underline included), not collaborative. It gives the editor's JSON; the server cleans it
 * again (shared/richtext), so what the toolbar cannot make is never stored.
 */
export function RichTextEditor({
  label,
  initial,
  onChange,
  error,
  required,
  testId = "richtext-editor",
  mentionables,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        link: { openOnClick: false, autolink: true, isAllowedUri: (url) => isSafeHref(url) },
      }),
      BookMention,
    ],
    content: initial,
    onUpdate: ({ editor: current }) => onChange(current.getJSON() as RichTextDoc),
  });
  return (
    <Input.Wrapper label={label} error={error} required={required}>
      <Paper withBorder radius="sm" className="richtext-editor" data-testid={testId} mt={4}>
        {editor ? <Toolbar editor={editor} mentionables={mentionables} /> : null}
        <EditorContent editor={editor} data-testid={`${testId}-content`} />
      </Paper>
    </Input.Wrapper>
  );
}
