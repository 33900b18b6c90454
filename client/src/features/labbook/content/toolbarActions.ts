import type { Editor } from "@tiptap/react";
import type { ComponentType } from "react";
import type { IconProps } from "../../../components/icons";
import {
  IconBold,
  IconH1,
  IconH2,
  IconH3,
  IconItalic,
  IconList,
  IconListNumbers,
  IconSubscript,
  IconSuperscript,
  IconUnderline,
} from "../icons";

type Chain = ReturnType<Editor["chain"]>;

/** A toggle of the toolbar: its label key, icon, whether it is on where the caret is, what it does. */
export interface ToggleAction {
  key: "heading1" | "heading2" | "heading3" | "bold" | "italic" | "underline" | "subscript" | "superscript";
  icon: ComponentType<IconProps>;
  isActive: (editor: Editor) => boolean;
  run: (chain: Chain) => Chain;
  testId: string;
}

const heading = (level: 1 | 2 | 3, icon: ComponentType<IconProps>): ToggleAction => ({
  key: `heading${level}`,
  icon,
  isActive: (editor) => editor.isActive("heading", { level }),
  run: (chain) => chain.toggleHeading({ level }),
  testId: `tool-h${level}`,
});

const mark = (
  key: ToggleAction["key"],
  name: string,
  icon: ComponentType<IconProps>,
  run: ToggleAction["run"],
): ToggleAction => ({ key, icon, isActive: (editor) => editor.isActive(name), run, testId: `tool-${key}` });

/** Toolbar groups, separated by a divider. */
export const toggleGroups: readonly (readonly ToggleAction[])[] = [
  [heading(1, IconH1), heading(2, IconH2), heading(3, IconH3)],
  [
    mark("bold", "bold", IconBold, (c) => c.toggleBold()),
    mark("italic", "italic", IconItalic, (c) => c.toggleItalic()),
    mark("underline", "underline", IconUnderline, (c) => c.toggleUnderline()),
    mark("subscript", "subscript", IconSubscript, (c) => c.toggleSubscript()),
    mark("superscript", "superscript", IconSuperscript, (c) => c.toggleSuperscript()),
  ],
];

export const listActions = {
  bulletList: { icon: IconList, testId: "tool-bullet-list", run: (c: Chain) => c.toggleBulletList() },
  orderedList: { icon: IconListNumbers, testId: "tool-ordered-list", run: (c: Chain) => c.toggleOrderedList() },
} as const;
