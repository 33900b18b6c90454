import { ActionIcon, Button, Menu } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { showFailureDialog } from "./dialogs";
import { IconChevronDown, IconPrinter } from "./icons";

export interface LabelPrintKind {
  kind: string;
  label: string;
  /** The print page of this kind for the selected records. */
  url: string;
}

interface LabelPrintMenuProps {
  /** How many records are selected (none → spec §5 message instead of a page). */
  count: number;
  kinds: readonly LabelPrintKind[];
  /** An icon button (a record page's header) instead of a labelled one; its accessible name. */
  compactLabel?: string;
  /** `{testId}` on the button, `{testId}-{kind}`'s prefix on the items. */
  testId: string;
  itemTestId: string;
}

/** A "Print" menu of label sheets that opens the chosen one in a new tab (reagents, supplies). */
export function LabelPrintMenu({ count, kinds, compactLabel, testId, itemTestId }: LabelPrintMenuProps) {
  const { t } = useTranslation();
  const open = (url: string) => {
    if (count === 0) {
      void showFailureDialog(t("validation.printSelection"));
      return;
    }
    window.open(url, "_blank", "noopener");
  };
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        {compactLabel ? (
          <ActionIcon variant="default" size={42} aria-label={compactLabel} data-testid={testId}>
            <IconPrinter size={22} />
          </ActionIcon>
        ) : (
          <Button
            variant="default"
            leftSection={<IconPrinter size={18} />}
            rightSection={<IconChevronDown size={16} />}
            data-testid={testId}
          >
            {count > 1 ? t("labels.printCount", { count }) : t("labels.print")}
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        {kinds.map(({ kind, label, url }) => (
          <Menu.Item key={kind} onClick={() => open(url)} data-testid={`${itemTestId}-${kind}`}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
