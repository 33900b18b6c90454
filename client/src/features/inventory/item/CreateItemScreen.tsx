import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { ContentLoader } from "../../../components/ContentLoader";
import { showToast } from "../../../components/dialogs";
import { PageHeader } from "../../../components/PageHeader";
import { QueryError } from "../../../components/QueryError";
import { paths } from "../../../paths";
import { useGroupChoice } from "../groupChoice";
import { useCreateItem } from "../queries";
import { emptyValues } from "./itemForm";
import { ItemForm } from "./ItemForm";

/**
 * A new reagent in the group the list showed (`?groupIdx=`), else the inventory's remembered or the
 * member's own group (`useGroupChoice`); another group only when the member picks it in the form.
 */
export function CreateItemScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { groups: list, groupIdx, query: groups } = useGroupChoice();
  const create = useCreateItem();

  if (groups.isPending) return <ContentLoader />;
  if (groups.isError) return <QueryError error={groups.error} onRetry={() => void groups.refetch()} />;
  const back = () => navigate(paths.inventory({ groupIdx: groupIdx ?? undefined }));

  return (
    <>
      <PageHeader title={t("inventory.createTitle")} description={t("inventory.createDescription")} />
      <ItemForm
        initial={emptyValues(groupIdx)}
        groups={list}
        submitLabel={t("inventory.createSubmit")}
        submitting={create.isPending}
        onCancel={back}
        onSubmit={(input, form) =>
          create.mutate(input, {
            onSuccess: (item) => {
              showToast(t("inventory.created", { name: item.name }));
              navigate(paths.inventoryItem(item.rowKey), { replace: true });
            },
            onError: form.applyError,
          })
        }
      />
    </>
  );
}
