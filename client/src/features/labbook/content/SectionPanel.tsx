import { Paper, Stack, Title } from "@mantine/core";
import type { HocuspocusProvider } from "@hocuspocus/provider";
import type { LabBookSection } from "@enote/shared";
import type { Editor } from "@tiptap/react";
import { useTranslation } from "react-i18next";
import type * as Y from "yjs";
import type { PresenceUser } from "../collab/session";
import { SectionEditor } from "./SectionEditor";

interface SectionPanelProps {
  section: LabBookSection;
  doc: Y.Doc;
  provider: HocuspocusProvider;
  user: PresenceUser | null;
  editable: boolean;
  onActivate?: (editor: Editor) => void;
  onReady?: (editor: Editor) => void;
}

/** A titled card around one section's editor. */
export function SectionPanel({ section, ...editor }: SectionPanelProps) {
  const { t } = useTranslation();
  const title = t(`labBook.sections.${section}`);
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} data-testid={`section-${section}`} className="labbook-section">
      <Stack gap={6}>
        <Title order={3} fz="md">
          {title}
        </Title>
        <SectionEditor
          section={section}
          label={title}
          placeholder={t(`labBook.placeholders.${section}`)}
          emptyText={t("labBook.editor.emptySection")}
          {...editor}
        />
      </Stack>
    </Paper>
  );
}
