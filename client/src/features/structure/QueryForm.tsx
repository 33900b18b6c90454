import { Button, Checkbox, Group, Paper, SegmentedControl, Slider, Stack, Text, TextInput } from "@mantine/core";
import { structureSearchLimits, structureSearchModes, structureSearchScopes } from "@enote/shared";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { StructureEditorModal } from "../../components/structure/StructureEditorModal";
import { StructureThumb } from "../../components/structure/StructureThumb";
import { useStructure } from "../../components/structure/useStructure";
import { IconSearch } from "../../components/icons";
import type { StructureDraft } from "./searchQuery";

interface QueryFormProps {
  initial: StructureDraft;
  searching: boolean;
  onSearch: (draft: StructureDraft) => void;
}

/** The structure (drawn or typed), how it must match, and where to look. */
export function QueryForm({ initial, searching, onSearch }: QueryFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [drawing, setDrawing] = useState(false);
  const structure = useStructure(draft.smiles);
  const change = (patch: Partial<StructureDraft>) => setDraft((now) => ({ ...now, ...patch }));
  const invalid = structure?.ok === false && structure.reason === "invalid";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.smiles.trim() && !invalid) onSearch({ ...draft, smiles: draft.smiles.trim() });
  };

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} data-testid="structure-search-form">
      <Stack gap="md">
        <Group align="flex-start" gap="md" wrap="wrap">
          <StructureThumb
            structure={structure ?? undefined}
            name={draft.smiles}
            width={160}
            height={110}
            onEdit={() => setDrawing(true)}
          />
          <Stack gap="xs" style={{ flex: 1, minWidth: 240 }}>
            <TextInput
              label={t("structure.smiles")}
              placeholder={t("structure.smilesPlaceholder", { example: "OB(O)c1ccccc1" })}
              value={draft.smiles}
              onChange={(event) => change({ smiles: event.currentTarget.value })}
              maxLength={structureSearchLimits.smilesMax}
              error={invalid ? t("errors.STRUCTURE_INVALID") : undefined}
              data-testid="structure-search-smiles"
            />
            <Group gap="xs">
              <Button variant="light" onClick={() => setDrawing(true)} data-testid="structure-search-draw">
                {draft.smiles ? t("structure.redraw") : t("structure.draw")}
              </Button>
              {draft.smiles ? (
                <Button variant="subtle" color="gray" onClick={() => change({ smiles: "" })}>
                  {t("structure.clear")}
                </Button>
              ) : null}
            </Group>
          </Stack>
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t("structure.mode")}
          </Text>
          <SegmentedControl
            value={draft.mode}
            onChange={(value) =>
              change({ mode: structureSearchModes.find((mode) => mode === value) ?? "substructure" })
            }
            data={structureSearchModes.map((mode) => ({ value: mode, label: t(`structure.modes.${mode}`) }))}
            data-testid="structure-search-mode"
          />
          <Text size="xs" c="dimmed">
            {t(`structure.modeHelp.${draft.mode}`)}
          </Text>
        </Stack>
        {draft.mode === "similarity" ? (
          <Stack gap={4} maw={420}>
            <Text size="sm">{t("structure.threshold", { value: draft.threshold.toFixed(2) })}</Text>
            <Slider
              min={structureSearchLimits.thresholdMin}
              max={1}
              step={0.05}
              value={draft.threshold}
              onChange={(threshold) => change({ threshold })}
              label={(value) => value.toFixed(2)}
              aria-label={t("structure.threshold", { value: draft.threshold.toFixed(2) })}
              data-testid="structure-search-threshold"
            />
          </Stack>
        ) : null}
        <Checkbox.Group
          label={t("structure.scope")}
          value={draft.scope}
          onChange={(values) => {
            const scope = structureSearchScopes.filter((known) => values.includes(known));
            if (scope.length > 0) change({ scope });
          }}
        >
          <Group gap="lg" mt={4}>
            {structureSearchScopes.map((scope) => (
              <Checkbox
                key={scope}
                value={scope}
                label={t(`structure.scopes.${scope}`)}
                data-testid={`structure-scope-${scope}`}
              />
            ))}
          </Group>
        </Checkbox.Group>
        <Group>
          <Button
            type="submit"
            leftSection={<IconSearch size={18} />}
            loading={searching}
            disabled={!draft.smiles.trim() || invalid}
            data-testid="structure-search-submit"
          >
            {t("structure.search")}
          </Button>
        </Group>
      </Stack>
      <StructureEditorModal
        opened={drawing}
        title={t("structure.drawTitle")}
        smiles={draft.smiles}
        onClose={() => setDrawing(false)}
        onApply={(drawn) => {
          change({ smiles: drawn.smiles });
          setDrawing(false);
        }}
      />
    </Paper>
  );
}
