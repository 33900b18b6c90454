import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from "@mantine/core";
import { inventoryLimits, type Group as LabGroup } from "@enote/shared";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/FormAlert";
import type { ItemInput } from "../queries";
import { ChemistryFields } from "./fields/ChemistryFields";
import { LifecycleFields } from "./fields/LifecycleFields";
import { SafetyFields } from "./fields/SafetyFields";
import { StockFields } from "./fields/StockFields";
import type { ItemFormValues } from "./itemForm";
import { useItemForm, type ItemForm as Form } from "./useItemForm";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }}>
      <Stack gap="md">
        <Title order={3} fz="md">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

interface ItemFormProps {
  initial: ItemFormValues;
  /** Offered on create only: an item cannot move between groups. */
  groups?: LabGroup[];
  submitLabel: string;
  submitting: boolean;
  onSubmit: (input: ItemInput, form: Form) => void;
  onCancel: () => void;
}

/** Every field of inventoryItemInput, checked by that same schema before it is sent. */
export function ItemForm({ initial, groups, submitLabel, submitting, onSubmit, onCancel }: ItemFormProps) {
  const { t } = useTranslation();
  const form = useItemForm(initial);
  const submit = form.handleSubmit((input) => onSubmit(input, form));

  return (
    <form onSubmit={submit} noValidate data-testid="inventory-form">
      <Stack gap="md">
        <FormAlert message={form.formError} testId="inventory-form-error" />
        <Section title={t("inventory.sections.identity")}>
          {groups ? (
            <NativeSelect
              label={t("inventory.group")}
              withAsterisk
              data={groups.map((group) => ({ value: String(group.groupIdx), label: group.groupName }))}
              value={form.values.groupIdx}
              onChange={(event) => form.setValue("groupIdx", event.currentTarget.value)}
              data-testid="inventory-groupIdx"
            />
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t("inventory.fields.name")}
              withAsterisk
              data-autofocus
              maxLength={inventoryLimits.nameMax}
              {...form.textProps("name")}
            />
            <TextInput
              label={t("inventory.fields.nameEn")}
              maxLength={inventoryLimits.nameMax}
              {...form.textProps("nameEn")}
            />
          </SimpleGrid>
          <ChemistryFields form={form} />
        </Section>
        <Section title={t("inventory.sections.stock")}>
          <StockFields form={form} />
        </Section>
        <Section title={t("inventory.lifecycle.title")}>
          <LifecycleFields form={form} />
        </Section>
        <Section title={t("inventory.sections.safety")}>
          <SafetyFields form={form} />
        </Section>
        <Paper withBorder p={{ base: "md", sm: "lg" }}>
          <Group justify="space-between" gap="md">
            <Stack gap={2}>
              <Switch label={t("inventory.fields.isPrivate")} {...form.checkboxProps("isPrivate")} />
              <Text size="sm" c="dimmed">
                {t("inventory.privateHint")}
              </Text>
            </Stack>
            <Group gap="sm">
              <Button variant="default" onClick={onCancel} data-testid="inventory-cancel">
                {t("common.cancel")}
              </Button>
              <Button type="submit" loading={submitting} data-testid="inventory-save">
                {submitLabel}
              </Button>
            </Group>
          </Group>
        </Paper>
      </Stack>
    </form>
  );
}
