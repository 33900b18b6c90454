import { Box, Stack } from "@mantine/core";
import type { HocuspocusProvider } from "@hocuspocus/provider";
import type { LabBookSection } from "@enote/shared";
import type { Editor } from "@tiptap/react";
import { useState } from "react";
import type * as Y from "yjs";
import type { PresenceUser } from "../collab/session";
import { EditorToolbar } from "./EditorToolbar";
import { SuppliesTable } from "../supplies/SuppliesTable";
import { StoichiometrySection, type BookContext } from "../stoichiometry/StoichiometrySection";
import { SectionPanel } from "./SectionPanel";

interface LabBookContentProps {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  /** Members' presence on their carets; null for anonymous viewers. */
  user: PresenceUser | null;
  editable: boolean;
  /** The open book, for its inventory and supplies pickers and "use from stock"; absent in the share view. */
  book?: BookContext;
}

/** Goal, then the reaction tables, then the write-up: a chemist's order of an experiment. */
const before: readonly LabBookSection[] = ["goal"];
const after: readonly LabBookSection[] = ["procedure", "observation", "result", "futurePlan", "report"];

/** Every section and reaction table of one lab book, bound to its Y.Doc. */
export function LabBookContent({ doc, provider, user, editable, book }: LabBookContentProps) {
  const [active, setActive] = useState<Editor | null>(null);
  const section = (name: LabBookSection) => (
    <SectionPanel
      key={name}
      section={name}
      doc={doc}
      provider={provider}
      user={user}
      editable={editable}
      onActivate={setActive}
      // Formatting works from the start: on the first section until another one is clicked.
      onReady={name === "goal" ? (editor) => setActive((current) => current ?? editor) : undefined}
    />
  );
  return (
    <Stack gap="md" data-testid="labbook-content" data-editable={editable}>
      {editable ? (
        <Box className="labbook-toolbar-dock">
          <EditorToolbar editor={active && !active.isDestroyed ? active : null} lbIdx={book?.lbIdx ?? null} />
        </Box>
      ) : null}
      {before.map(section)}
      <StoichiometrySection
        doc={doc}
        provider={provider}
        editable={editable}
        book={book ?? null}
        supplies={<SuppliesTable doc={doc} provider={provider} editable={editable} book={book ?? null} />}
      />
      {after.map(section)}
    </Stack>
  );
}
