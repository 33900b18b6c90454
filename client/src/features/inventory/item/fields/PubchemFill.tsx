import { Alert, Button, Group, Text } from "@mantine/core";
import { isValidCas } from "@enote/shared";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { IconSearch } from "../../../../components/icons";
import { showToast } from "../../../../components/dialogs";
import { errorMessage, isNotFound } from "../../../../lib/errorMessage";
import type { PubchemCompound } from "@enote/shared";
import { lookupPubchem } from "../../queries";
import type { ItemForm } from "../useItemForm";

/** What PubChem answered goes into the form; the name is kept when one was typed (often Korean). */
function fill(form: ItemForm, found: PubchemCompound): void {
  const set = (field: "name" | "nameEn" | "casNo" | "formula" | "smiles", value: string | null | undefined) => {
    if (value) form.setValue(field, value);
  };
  if (!form.values.name.trim()) set("name", found.nameEn ?? found.iupacName);
  set("nameEn", found.nameEn);
  if (!form.values.casNo.trim()) set("casNo", found.casNo);
  set("formula", found.formula);
  set("smiles", found.smiles);
  if (found.molWeight) form.setValue("molWeight", String(found.molWeight));
}

/** "Fill from PubChem" by CAS number (when valid) or else by name. */
export function PubchemFill({ form }: { form: ItemForm }) {
  const { t } = useTranslation();
  const cas = form.values.casNo.trim();
  const name = (form.values.nameEn || form.values.name).trim();
  const by = isValidCas(cas) ? { cas } : name ? { name } : null;
  const lookup = useMutation({
    mutationFn: lookupPubchem,
    onSuccess: (found) => {
      fill(form, found);
      showToast(t("inventory.pubchem.filled"));
    },
  });
  const failure = lookup.error
    ? isNotFound(lookup.error)
      ? t("errors.SMILES_NOT_FOUND")
      : errorMessage(lookup.error)
    : null;

  return (
    <>
      <Group gap="sm" wrap="wrap">
        <Button
          variant="light"
          leftSection={<IconSearch size={18} />}
          disabled={!by}
          loading={lookup.isPending}
          onClick={() => by && lookup.mutate(by)}
          data-testid="pubchem-fill"
        >
          {t("inventory.pubchem.fill")}
        </Button>
        <Text size="sm" c="dimmed">
          {by
            ? "cas" in by
              ? t("inventory.pubchem.byCas", { cas })
              : t("inventory.pubchem.byName", { name })
            : t("inventory.pubchem.hint")}
        </Text>
      </Group>
      {failure ? (
        <Alert color="red" variant="light" data-testid="pubchem-error" role="alert">
          {failure}
        </Alert>
      ) : null}
    </>
  );
}
