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

type EditorError = "invalid" | "empty";
type MoleculeClass = typeof import("openchemlib").Molecule;

/** Draws a SMILES string in the editor; false when it does not parse. */
function drawSmiles(instance: CanvasEditor, Molecule: MoleculeClass, text: string): boolean {
  try {
    instance.setMolecule(Molecule.fromSmiles(text));
    return true;
  } catch {
    return false;
  }
}

function EditorBody({ smiles, onClose, onApply }: Omit<StructureEditorModalProps, "opened" | "title">) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<CanvasEditor | null>(null);
  const [ready, setReady] = useState(false);
  const [typed, setTyped] = useState(smiles);
  /** The SMILES field's text that the drawing shows; any other text in the field is still to load. */
  const shown = useRef(smiles.trim());
  const typedNow = useRef(smiles);
  typedNow.current = typed;
  const [error, setError] = useState<EditorError | null>(null);

  useEffect(() => {
    let current = true;
    void import("openchemlib").then(({ CanvasEditor, Molecule }) => {
      if (!current || !host.current) return;
      const instance = new CanvasEditor(host.current, { initialMode: "molecule" });
      editor.current = instance;
      // What the field holds now: the starting structure, or what was typed while the editor loaded.
      const start = typedNow.current.trim();
      if (start) {
        if (drawSmiles(instance, Molecule, start)) shown.current = start;
        else setError("invalid");
      }
      instance.setOnChangeListener(() => {
        if (instance.isDestroyed) return;
        const drawn = instance.getMolecule().toIsomericSmiles();
        shown.current = drawn;
        setTyped(drawn);
      });
      setReady(true);
    });
    return () => {
      current = false;
      editor.current?.destroy();
      editor.current = null;
    };
  }, []);

  /** SMILES typed or pasted into the field replaces the drawing. */
  const loadTyped = async (): Promise<boolean> => {
    const { Molecule } = await import("openchemlib");
    const instance = editor.current;
    const text = typedNow.current.trim();
    if (!instance || !text) return true;
    // Already drawn, unless the drawing is empty (nothing to lose by drawing the field's text).
    if (text === shown.current && instance.getMolecule().getAllAtoms() > 0) return true;
    const ok = drawSmiles(instance, Molecule, text);
    if (ok) shown.current = text;
    setError(ok ? null : "invalid");
    return ok;
  };

  const apply = async () => {
    // Text typed in the field and not yet drawn (no Enter, no blur) is what the member means.
    if (!(await loadTyped())) return;
    const drawn = editor.current?.getMolecule();
    const result = drawn && drawn.getAllAtoms() > 0 ? drawn.toIsomericSmiles() : "";
    if (!result) {
      setError("empty");
      return;
    }
    const structure = await describeSmiles(result);
    if (!structure.ok) {
      setError("invalid");
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
          {t(`stoichiometry.structure.${error}`)}
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
