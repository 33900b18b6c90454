import { ActionIcon, Button, Menu } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { IconChevronDown, IconPrinter } from "../../components/icons";
import { showFailureDialog } from "../../components/dialogs";
import { printKinds, printUrl, type Printable, type PrintKind } from "./codes";

interface PrintMenuProps {
  items: readonly Printable[];
  /** An icon button (item page header) instead of a labelled one. */
  compact?: boolean;
}

/** Opens one of the print pages for the given items in a new tab; nothing given → spec §5 message. */
export function PrintMenu({ items, compact }: PrintMenuProps) {
  const { t } = useTranslation();
  const open = (kind: PrintKind) => {
    if (items.length === 0) {
      void showFailureDialog(t("validation.printSelection"));
      return;
    }
    window.open(printUrl(kind, items), "_blank", "noopener");
  };
  const label = items.length > 1 ? t("labels.printCount", { count: items.length }) : t("labels.print");
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        {compact ? (
          <ActionIcon variant="default" size={42} aria-label={t("labels.print")} data-testid="print-menu">
            <IconPrinter size={22} />
          </ActionIcon>
        ) : (
          <Button
            variant="default"
            leftSection={<IconPrinter size={18} />}
            rightSection={<IconChevronDown size={16} />}
            data-testid="print-menu"
          >
            {label}
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        {printKinds.map((kind) => (
          <Menu.Item key={kind} onClick={() => open(kind)} data-testid={`print-${kind}`}>
            {t(`labels.kinds.${kind}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
