import { SimpleGrid, Textarea, TextInput } from "@mantine/core";
import { supplierCreateInput, supplierLimits, type Supplier } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { showToast } from "../../../components/dialogs";
import { ModalForm } from "../../../components/ModalForm";
import { useZodForm } from "../../../hooks/useZodForm";
import { useCreateSupplier, useUpdateSupplier } from "../queries";

type SupplierValues = {
  companyName: string;
  businessNo: string;
  contactName: string;
  email: string;
  phone: string;
  memo: string;
};

const valuesOf = (supplier: Supplier | null): SupplierValues => ({
  companyName: supplier?.companyName ?? "",
  businessNo: supplier?.businessNo ?? "",
  contactName: supplier?.contactName ?? "",
  email: supplier?.email ?? "",
  phone: supplier?.phone ?? "",
  memo: supplier?.memo ?? "",
});

interface SupplierFormModalProps {
  groupIdx: number;
  /** null: a new supplier. */
  supplier: Supplier | null;
  onClose: () => void;
}

/** Add or edit one supplier, checked by the api's own schema. Mounted while open. */
export function SupplierFormModal({ groupIdx, supplier, onClose }: SupplierFormModalProps) {
  const { t } = useTranslation();
  const create = useCreateSupplier();
  const update = useUpdateSupplier();
  const form = useZodForm(supplierCreateInput, valuesOf(supplier), {
    testIdPrefix: "supplier",
    prepare: (values) => ({ ...values, groupIdx }),
  });
  const onSubmit = form.handleSubmit(({ groupIdx: _group, ...input }) => {
    const done = {
      onSuccess: () => {
        showToast(
          t(supplier ? "purchasing.suppliers.saved" : "purchasing.suppliers.created", { name: input.companyName }),
        );
        onClose();
      },
      onError: form.applyError,
    };
    const sent = { ...input, memo: input.memo ?? "" };
    if (supplier) update.mutate({ supplierIdx: supplier.supplierIdx, input: sent }, done);
    else create.mutate({ ...sent, groupIdx }, done);
  });

  return (
    <ModalForm
      opened
      onClose={onClose}
      title={t(supplier ? "purchasing.suppliers.editTitle" : "purchasing.suppliers.createTitle")}
      onSubmit={onSubmit}
      submitLabel={t(supplier ? "common.save" : "purchasing.suppliers.create")}
      submitting={create.isPending || update.isPending}
      error={form.formError}
      testId="supplier-form"
      submitTestId="supplier-save"
    >
      <TextInput
        label={t("purchasing.suppliers.fields.companyName")}
        withAsterisk
        data-autofocus
        maxLength={supplierLimits.companyMax}
        {...form.textProps("companyName")}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t("purchasing.suppliers.fields.businessNo")}
          placeholder={t("purchasing.suppliers.businessNoPlaceholder")}
          inputMode="numeric"
          maxLength={12}
          {...form.textProps("businessNo")}
        />
        <TextInput
          label={t("purchasing.suppliers.fields.contactName")}
          maxLength={supplierLimits.contactMax}
          {...form.textProps("contactName")}
        />
        <TextInput label={t("purchasing.suppliers.fields.email")} type="email" {...form.textProps("email")} />
        <TextInput
          label={t("purchasing.suppliers.fields.phone")}
          type="tel"
          maxLength={supplierLimits.phoneMax}
          {...form.textProps("phone")}
        />
      </SimpleGrid>
      <Textarea
        size="md"
        label={t("purchasing.suppliers.fields.memo")}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={supplierLimits.memoMax}
        {...form.textProps("memo")}
        onChange={(event) => form.setValue("memo", event.currentTarget.value)}
      />
    </ModalForm>
  );
}
