import { Center, Group, Skeleton, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormulaText } from "../../../components/structure/FormulaText";
import { svgDataUrl } from "../../../components/structure/chem";
import { useStructure } from "../../../components/structure/useStructure";

interface StructureViewProps {
  smiles: string;
}

/** Small molecules are drawn small: enlarge up to this much, within the frame. */
const maxScale = 2.4;

function Fact({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Stack gap={0} align="center">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** SMILES drawn as a 2D structure, with the formula and weight openchemlib computes from it. */
export function StructureView({ smiles }: StructureViewProps) {
  const { t } = useTranslation();
  const structure = useStructure(smiles);
  const frame = { h: 200, bg: "white", style: { border: "1px solid var(--mantine-color-gray-3)", borderRadius: 8 } };

  if (!smiles.trim()) {
    return (
      <Center {...frame} data-testid="structure-empty">
        <Text c="dimmed" size="sm" ta="center" px="md">
          {t("inventory.structure.empty")}
        </Text>
      </Center>
    );
  }
  if (!structure) return <Skeleton h={frame.h} data-testid="structure-loading" />;
  if (!structure.ok) {
    return (
      <Center {...frame} data-testid="structure-invalid">
        <Text c="red.8" size="sm" ta="center" px="md">
          {t("inventory.structure.invalid")}
        </Text>
      </Center>
    );
  }
  return (
    <Stack gap="xs" data-testid="structure">
      <Center {...frame} p="xs">
        <img
          src={svgDataUrl(structure.svg)}
          alt={t("inventory.structure.alt", { formula: structure.formula })}
          style={{
            width: structure.width * maxScale,
            maxWidth: "100%",
            maxHeight: "100%",
            objectFit: "contain",
          }}
          data-testid="structure-svg"
        />
      </Center>
      <Group justify="center" gap="xl">
        <Fact
          label={t("inventory.fields.formula")}
          value={<FormulaText formula={structure.formula} />}
          testId="structure-formula"
        />
        <Fact
          label={t("inventory.fields.molWeight")}
          value={t("inventory.structure.weight", { value: structure.molWeight.toFixed(2) })}
          testId="structure-weight"
        />
      </Group>
    </Stack>
  );
}
