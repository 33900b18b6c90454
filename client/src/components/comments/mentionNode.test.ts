import { describe, expect, it } from "vitest";
import { generateText, getSchema } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";
import { prosemirrorJSONToYXmlFragment, yXmlFragmentToProsemirrorJSON } from "@tiptap/y-tiptap";
import * as Y from "yjs";
import { bookMention, bookMentionIdx } from "@enote/shared";
import { BookMention } from "./mentionNode";

const extensions = [StarterKit.configure({ undoRedo: false }), BookMention];
const schema = getSchema(extensions);

const written = {
  type: "doc",
  content: [
    {
      type: "paragraph",
      content: [
        { type: "text", text: "Ask " },
        { type: "mention", attrs: { memberIdx: 42, name: "Linus Pauling" } },
        { type: "text", text: " about the NMR" },
      ],
    },
  ],
};

describe("a mention in a lab book's text", () => {
  it("is drawn as @Name (editor, print and share views) and read as @Name in plain text", () => {
    const node = schema.nodeFromJSON(written).child(0).child(1);
    const spec = node.type.spec.toDOM?.(node);
    expect(Array.isArray(spec) ? spec.at(-1) : null).toBe("@Linus Pauling");
    expect(Array.isArray(spec) ? spec[1] : null).toMatchObject({ "data-member-idx": 42, "data-book-mention": "" });
    expect(generateText(written, extensions)).toBe("Ask @Linus Pauling about the NMR");
  });

  it("is stored in the Y.Doc as the element the api reads, and read back unchanged", () => {
    const doc = new Y.Doc();
    const fragment = prosemirrorJSONToYXmlFragment(schema, written, doc.getXmlFragment("procedure"));
    const paragraph = fragment.get(0);
    const element = paragraph instanceof Y.XmlElement ? paragraph.toArray()[1] : null;
    expect(element instanceof Y.XmlElement ? element.nodeName : null).toBe(bookMention.node);
    const idx = element instanceof Y.XmlElement ? element.getAttribute(bookMention.idAttr) : null;
    expect(bookMentionIdx(idx)).toBe(42);
    expect(yXmlFragmentToProsemirrorJSON(fragment)).toEqual(written);
  });
});
