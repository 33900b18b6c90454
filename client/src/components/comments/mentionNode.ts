import { mergeAttributes, Node } from "@tiptap/core";
import { Plugin } from "@tiptap/pm/state";
import { bookMention, bookMentionIdx, bookMentionText } from "@enote/shared";
import { mentionTriggerEvent } from "./mentions";

/**
 * A member mentioned in a lab book's text (issue 35): an inline atom storing the member's idx and
 * the name at the time, drawn as "@Name" in the editor, on paper and in the share view. The api
 * tells the member on the first store that holds it, if they may read the book.
 */
export const BookMention = Node.create({
  name: bookMention.node,
  group: "inline",
  inline: true,
  atom: true,
  selectable: true,

  addAttributes() {
    return {
      [bookMention.idAttr]: {
        default: null,
        parseHTML: (element) => bookMentionIdx(element.getAttribute("data-member-idx")),
        renderHTML: (attributes) => ({ "data-member-idx": attributes[bookMention.idAttr] as unknown }),
      },
      [bookMention.nameAttr]: {
        default: "",
        parseHTML: (element) => element.getAttribute("data-name") ?? "",
        renderHTML: (attributes) => ({ "data-name": attributes[bookMention.nameAttr] as unknown }),
      },
    };
  },

  parseHTML() {
    return [{ tag: "span[data-book-mention]" }];
  },

  renderHTML({ node, HTMLAttributes }) {
    const name =
      typeof node.attrs[bookMention.nameAttr] === "string" ? (node.attrs[bookMention.nameAttr] as string) : "";
    return [
      "span",
      mergeAttributes(HTMLAttributes, { "data-book-mention": "", class: "labbook-mention" }),
      bookMentionText(name),
    ];
  },

  renderText({ node }) {
    const name = node.attrs[bookMention.nameAttr];
    return bookMentionText(typeof name === "string" ? name : "");
  },

  addProseMirrorPlugins() {
    return [
      new Plugin({
        props: {
          handleTextInput(view, _from, _to, text) {
            if (text === "@") view.dom.dispatchEvent(new CustomEvent(mentionTriggerEvent));
            return false;
          },
        },
      }),
    ];
  },
});
