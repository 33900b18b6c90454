import { groupLimits, groupRenameInput, type Group } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { RenameModal } from "../../../components/RenameModal";
import { useRenameGroup } from "../queries";

/** Mounted while open. */
export function RenameGroupModal({ group, onClose }: { group: Group; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <RenameModal
      schema={groupRenameInput}
      field="groupName"
      current={group.groupName}
      maxLength={groupLimits.nameMax}
      mutation={useRenameGroup(group.groupIdx)}
      texts={{ title: t("groups.renameTitle"), label: t("groups.name"), renamed: t("groups.renamed") }}
      testId="group-rename"
      onClose={onClose}
    />
  );
}
