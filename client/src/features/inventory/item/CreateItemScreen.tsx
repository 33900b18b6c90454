import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { ContentLoader } from "../../../components/ContentLoader";
import { showToast } from "../../../components/dialogs";
import { PageHeader } from "../../../components/PageHeader";
import { QueryError } from "../../../components/QueryError";
import { idxParam } from "../../../lib/searchParams";
import { paths } from "../../../paths";
import { useGroups } from "../../groups/queries";
import { useCreateItem } from "../queries";
import { emptyValues } from "./itemForm";
import { ItemForm } from "./ItemForm";

/** A new reagent in the group the list showed (`?groupIdx=`), or another of the member's groups. */
export function CreateItemScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const groups = useGroups();
  const create = useCreateItem();

  if (groups.isPending) return <ContentLoader />;
  if (groups.isError) return <QueryError error={groups.error} onRetry={() => void groups.refetch()} />;
  const asked = idxParam(search.get("groupIdx"));
  const groupIdx = groups.data.some((group) => group.groupIdx === asked) ? asked : (groups.data[0]?.groupIdx ?? null);
  const back = () => navigate(paths.inventory({ groupIdx: groupIdx ?? undefined }));

  return (
    <>
      <PageHeader title={t("inventory.createTitle")} description={t("inventory.createDescription")} />
      <ItemForm
        initial={emptyValues(groupIdx)}
        groups={groups.data}
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
