import { ActionIcon, Button, Menu } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { showFailureDialog } from "../../../components/dialogs";
import { IconChevronDown, IconPrinter } from "../../../components/icons";
import { supplyPrintKinds, supplyPrintUrl, type SupplyPrintKind } from "./codes";

/** Names of the kinds: the reagents' where the sheet is the same, the supplies' own label. */
const kindKey = (kind: SupplyPrintKind) =>
  kind === "label" ? "supplies.labels.label" : (`labels.kinds.${kind}` as const);

interface SupplyPrintMenuProps {
  materialIdxs: readonly number[];
  /** An icon button (the supply's page header) instead of a labelled one. */
  compact?: boolean;
}

/** Opens a supply label page for the given supplies in a new tab; nothing given → spec §5 message. */
export function SupplyPrintMenu({ materialIdxs, compact }: SupplyPrintMenuProps) {
  const { t } = useTranslation();
  const open = (kind: SupplyPrintKind) => {
    if (materialIdxs.length === 0) {
      void showFailureDialog(t("validation.printSelection"));
      return;
    }
    window.open(supplyPrintUrl(kind, materialIdxs), "_blank", "noopener");
  };
  const label = materialIdxs.length > 1 ? t("labels.printCount", { count: materialIdxs.length }) : t("labels.print");
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        {compact ? (
          <ActionIcon variant="default" size={42} aria-label={t("supplies.page.print")} data-testid="supply-print-menu">
            <IconPrinter size={22} />
          </ActionIcon>
        ) : (
          <Button
            variant="default"
            leftSection={<IconPrinter size={18} />}
            rightSection={<IconChevronDown size={16} />}
            data-testid="supply-print-menu"
          >
            {label}
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        {supplyPrintKinds.map((kind) => (
          <Menu.Item key={kind} onClick={() => open(kind)} data-testid={`supply-print-${kind}`}>
            {t(kindKey(kind))}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
