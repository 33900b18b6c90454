import { Grid, Stack } from "@mantine/core";
import { formatDate, type InventoryItem } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ContentLoader } from "../../../components/ContentLoader";
import { showToast } from "../../../components/dialogs";
import { QueryError } from "../../../components/QueryError";
import { useLiveTopic } from "../../../hooks/useLiveTopic";
import { isNotFound } from "../../../lib/errorMessage";
import { NotFoundPage } from "../../errors/components/NotFoundPage";
import { useInventoryItem, useUpdateItem, type ItemInput } from "../queries";
import { CautionCard } from "./CautionCard";
import { DetailsCard } from "./DetailsCard";
import { HistoryCard } from "./HistoryCard";
import { ItemForm } from "./ItemForm";
import { ItemHeader } from "./ItemHeader";
import { LifecycleCard } from "./LifecycleCard";
import { valuesOf } from "./itemForm";
import { MsdsCard } from "./MsdsCard";
import { StructureCard } from "./StructureCard";
import { UsesCard } from "../../structure/UsesCard";

function unchangedDay(input: ItemInput, item: InventoryItem): ItemInput {
  return input.addedDate === formatDate(item.addedDate) ? { ...input, addedDate: item.addedDate } : input;
}

/** One reagent: what it is, how dangerous, where it is, what happened to it; editable in place. */
export function ItemScreen({ rowKey }: { rowKey: string }) {
  const { t } = useTranslation();
  const query = useInventoryItem(rowKey);
  const update = useUpdateItem(rowKey);
  const [editing, setEditing] = useState(false);
  useLiveTopic(query.data?.groupIdx ?? null, "inventory");

  if (query.isPending) return <ContentLoader />;
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFoundPage />;
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const item = query.data;

  return (
    <Stack gap="md" data-testid="inventory-item" data-disused={item.disused || undefined}>
      <ItemHeader item={item} editing={editing} onEdit={() => setEditing(true)} />
      {editing ? (
        <ItemForm
          initial={valuesOf(item)}
          submitLabel={t("common.save")}
          submitting={update.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={(input, form) =>
            // An unchanged day keeps the stored time of day (the form edits dates only).
            update.mutate(unchangedDay(input, item), {
              onSuccess: () => {
                showToast(t("inventory.saved"));
                setEditing(false);
              },
              onError: form.applyError,
            })
          }
        />
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <StructureCard item={item} />
              <CautionCard caution={item.caution} />
              <MsdsCard item={item} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <DetailsCard item={item} />
              <LifecycleCard item={item} />
              <UsesCard item={item} />
              <HistoryCard rowKey={item.rowKey} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
