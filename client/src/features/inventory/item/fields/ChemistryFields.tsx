import { SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { inventoryLimits } from "@enote/shared";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { Structure } from "../../../../components/structure/chem";
import { StructureView } from "../../structure/StructureView";
import { useStructure } from "../../../../components/structure/useStructure";
import type { ItemForm } from "../useItemForm";
import { CasInput } from "./CasInput";
import { PubchemFill } from "./PubchemFill";

/** Formula and weight follow the SMILES computed by openchemlib; gives that structure. */
function useDerivedFromSmiles(form: ItemForm): Structure | null {
  const initialSmiles = useRef(form.values.smiles);
  const structure = useStructure(form.values.smiles);
  const { setValue } = form;
  const { formula: currentFormula, molWeight: currentWeight, smiles } = form.values;
  // A changed SMILES rewrites them; an unchanged one only fills them in when they are empty.
  const changed = smiles !== initialSmiles.current || (!currentFormula && !currentWeight);
  const formula = structure?.ok ? structure.formula : null;
  const weight = structure?.ok ? String(structure.molWeight) : null;
  useEffect(() => {
    if (!changed || formula === null || weight === null) return;
    if (currentFormula !== formula) setValue("formula", formula);
    if (currentWeight !== weight) setValue("molWeight", weight);
  }, [changed, formula, weight, currentFormula, currentWeight, setValue]);
  return structure;
}

export function ChemistryFields({ form }: { form: ItemForm }) {
  const { t } = useTranslation();
  const structure = useDerivedFromSmiles(form);
  const smilesProps = form.textProps("smiles");
  // An unreadable SMILES marks its own field, not only the drawing beside it: the form's banner
  // ("check the highlighted fields") must point at something highlighted.
  const unreadable = structure?.ok === false && structure.reason === "invalid";
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <CasInput form={form} />
        <TextInput
          label={t("inventory.fields.compound")}
          maxLength={inventoryLimits.textMax}
          {...form.textProps("compound")}
        />
      </SimpleGrid>
      <PubchemFill form={form} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap="md">
          <Textarea
            size="md"
            label={t("inventory.fields.smiles")}
            description={t("inventory.smilesHint")}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={inventoryLimits.smilesMax}
            {...smilesProps}
            error={smilesProps.error ?? (unreadable ? t("inventory.structure.invalid") : undefined)}
            onChange={(event) => form.setValue("smiles", event.currentTarget.value)}
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
          />
          <SimpleGrid cols={2} spacing="md">
            <TextInput label={t("inventory.fields.formula")} maxLength={100} {...form.textProps("formula")} />
            <TextInput
              label={t("inventory.fields.molWeight")}
              inputMode="decimal"
              rightSection={
                <span style={{ fontSize: 12, color: "var(--mantine-color-dimmed)" }}>
                  {t("inventory.structure.weightUnit")}
                </span>
              }
              rightSectionWidth={52}
              {...form.textProps("molWeight")}
            />
          </SimpleGrid>
        </Stack>
        <StructureView smiles={form.values.smiles} />
      </SimpleGrid>
    </Stack>
  );
}
