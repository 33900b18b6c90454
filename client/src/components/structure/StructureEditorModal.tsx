import { Alert, Box, Button, Group, Loader, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CanvasEditor } from "openchemlib";
import { describeSmiles } from "./chem";

export interface DrawnStructure {
  smiles: string;
  formula: string;
  mw: number | null;
}

interface StructureEditorModalProps {
  opened: boolean;
  title: string;
  /** The structure to start from ("" for an empty canvas). */
  smiles: string;
  onClose: () => void;
  onApply: (structure: DrawnStructure) => void;
}

/**
 * openchemlib's structure editor in a dialog. The library (~1 MB) is imported when the dialog
 * opens, never before: most members never draw.
 */
export function StructureEditorModal({ opened, title, smiles, onClose, onApply }: StructureEditorModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      {opened ? <EditorBody smiles={smiles} onClose={onClose} onApply={onApply} /> : null}
    </Modal>
  );
}

function EditorBody({ smiles, onClose, onApply }: Omit<StructureEditorModalProps, "opened" | "title">) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<CanvasEditor | null>(null);
  const [ready, setReady] = useState(false);
  const [typed, setTyped] = useState(smiles);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void import("openchemlib").then(({ CanvasEditor, Molecule }) => {
      if (!current || !host.current) return;
      const instance = new CanvasEditor(host.current, { initialMode: "molecule" });
      editor.current = instance;
      if (smiles.trim()) {
        try {
          instance.setMolecule(Molecule.fromSmiles(smiles.trim()));
        } catch {
          setError(t("stoichiometry.structure.invalid"));
        }
      }
      instance.setOnChangeListener(() => {
        if (!instance.isDestroyed) setTyped(instance.getMolecule().toIsomericSmiles());
      });
      setReady(true);
    });
    return () => {
      current = false;
      editor.current?.destroy();
      editor.current = null;
    };
  }, [smiles, t]);

  /** SMILES typed or pasted into the field replaces the drawing. */
  const loadTyped = async () => {
    const { Molecule } = await import("openchemlib");
    if (!editor.current) return;
    try {
      editor.current.setMolecule(Molecule.fromSmiles(typed.trim()));
      setError(null);
    } catch {
      setError(t("stoichiometry.structure.invalid"));
    }
  };

  const apply = async () => {
    const drawn = editor.current?.getMolecule();
    const result = drawn && drawn.getAllAtoms() > 0 ? drawn.toIsomericSmiles() : "";
    if (!result) {
      setError(t("stoichiometry.structure.empty"));
      return;
    }
    const structure = await describeSmiles(result);
    if (!structure.ok) {
      setError(t("stoichiometry.structure.invalid"));
      return;
    }
    onApply({ smiles: result, formula: structure.formula, mw: structure.molWeight });
  };

  return (
    <Stack gap="sm" data-testid="structure-editor">
      <Box pos="relative" h={380} style={{ border: "1px solid var(--mantine-color-gray-3)", borderRadius: 4 }}>
        <div ref={host} style={{ width: "100%", height: "100%" }} />
        {!ready ? (
          <Group pos="absolute" top={0} left={0} right={0} bottom={0} justify="center" gap="xs">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              {t("stoichiometry.structure.loading")}
            </Text>
          </Group>
        ) : null}
      </Box>
      <TextInput
        label={t("stoichiometry.structure.smiles")}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        onBlur={() => void loadTyped()}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            void loadTyped();
          }
        }}
        maxLength={2000}
        data-testid="structure-editor-smiles"
      />
      {error ? (
        <Alert color="red" variant="light" data-testid="structure-editor-error">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t("stoichiometry.structure.cancel")}
        </Button>
        <Button onClick={() => void apply()} disabled={!ready} data-testid="structure-editor-apply">
          {t("stoichiometry.structure.apply")}
        </Button>
      </Group>
    </Stack>
  );
}
