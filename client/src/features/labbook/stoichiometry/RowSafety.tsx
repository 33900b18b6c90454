import { Badge, Group } from "@mantine/core";
import type { GhsPictogram as GhsCode } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { GhsPictogram } from "../../inventory/ghs/GhsPictogram";

export interface Safety {
  pictograms: GhsCode[];
  restricted: boolean;
}

/** A linked reagent's GHS pictograms and the lab's restriction, at a glance in the reaction table. */
export function RowSafety({ safety, name }: { safety: Safety | undefined; name: string }) {
  const { t } = useTranslation();
  if (!safety || (safety.pictograms.length === 0 && !safety.restricted)) return null;
  return (
    <Group gap={2} aria-label={t("stoichiometry.safety.hazards", { name })} data-testid="reaction-row-safety">
      {safety.pictograms.map((code) => (
        <GhsPictogram key={code} code={code} size={22} title={t(`inventory.ghs.${code}`)} />
      ))}
      {safety.restricted ? (
        <Badge color="red" size="xs" variant="filled" data-testid="reaction-row-restricted">
          {t("stoichiometry.safety.restricted")}
        </Badge>
      ) : null}
    </Group>
  );
}
