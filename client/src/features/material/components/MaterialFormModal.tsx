import { SegmentedControl, SimpleGrid, Input, Textarea, TextInput } from "@mantine/core";
import { formatNumber, materialFormInput, type Material } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { showToast } from "../../../components/dialogs";
import { ModalForm } from "../../../components/ModalForm";
import { useZodForm } from "../../../hooks/useZodForm";
import { useCreateMaterial, useUpdateMaterial } from "../queries";

type MaterialValues = {
  name: string;
  spec: string;
  quantity: string;
  consumable: boolean;
  manufacturer: string;
  serialNo: string;
  memo: string;
};

const valuesOf = (material: Material | null): MaterialValues => ({
  name: material?.name ?? "",
  spec: material?.spec ?? "",
  quantity: material ? formatNumber(material.quantity) : "",
  consumable: material?.consumable ?? true,
  manufacturer: material?.manufacturer ?? "",
  serialNo: material?.serialNo ?? "",
  memo: material?.memo ?? "",
});

interface MaterialFormModalProps {
  groupIdx: number;
  /** null: a new supply. */
  material: Material | null;
  onClose: () => void;
}

/** Create or edit one supply, checked by materialFormInput (the api's schema, quantity as typed). Mounted while open. */
export function MaterialFormModal({ groupIdx, material, onClose }: MaterialFormModalProps) {
  const { t } = useTranslation();
  const create = useCreateMaterial();
  const update = useUpdateMaterial();
  const form = useZodForm(materialFormInput, valuesOf(material), {
    testIdPrefix: "material",
    prepare: (values) => ({ ...values, groupIdx }),
  });
  const onSubmit = form.handleSubmit((input) => {
    const done = {
      onSuccess: () => {
        showToast(t(material ? "material.saved" : "material.created", { name: input.name }));
        onClose();
      },
      onError: form.applyError,
    };
    if (material) update.mutate({ materialIdx: material.materialIdx, input }, done);
    else create.mutate(input, done);
  });

  return (
    <ModalForm
      opened
      onClose={onClose}
      title={t(material ? "material.editTitle" : "material.createTitle")}
      onSubmit={onSubmit}
      submitLabel={t(material ? "common.save" : "material.createSubmit")}
      submitting={create.isPending || update.isPending}
      error={form.formError}
      testId="material-form"
      submitTestId="material-save"
    >
      <TextInput
        label={t("material.fields.name")}
        withAsterisk
        data-autofocus
        maxLength={200}
        {...form.textProps("name")}
      />
      <TextInput label={t("material.fields.spec")} maxLength={200} {...form.textProps("spec")} />
      <SimpleGrid cols={2} spacing="md">
        <TextInput
          label={t("material.fields.quantity")}
          withAsterisk
          inputMode="numeric"
          {...form.textProps("quantity")}
        />
        <Input.Wrapper label={t("material.fields.consumable")}>
          <SegmentedControl
            size="md"
            fullWidth
            value={form.values.consumable ? "yes" : "no"}
            onChange={(value) => form.setValue("consumable", value === "yes")}
            data={[
              { value: "yes", label: <span data-testid="material-consumable-yes">{t("common.yes")}</span> },
              { value: "no", label: <span data-testid="material-consumable-no">{t("common.no")}</span> },
            ]}
          />
        </Input.Wrapper>
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="md">
        <TextInput label={t("material.fields.manufacturer")} maxLength={200} {...form.textProps("manufacturer")} />
        <TextInput label={t("material.fields.serialNo")} maxLength={100} {...form.textProps("serialNo")} />
      </SimpleGrid>
      <Textarea
        size="md"
        label={t("material.fields.memo")}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={2000}
        {...form.textProps("memo")}
        onChange={(event) => form.setValue("memo", event.currentTarget.value)}
      />
    </ModalForm>
  );
}
