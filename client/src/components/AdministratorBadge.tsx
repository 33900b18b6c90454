import { Badge, Tooltip, type MantineSize } from "@mantine/core";
import { noShrink } from "./noShrink";
import { IconShield } from "./icons";
import classes from "./AdministratorBadge.module.css";

interface AdministratorBadgeProps {
  label: string;
  /** What the badge means, shown on hover. */
  hint: string;
  testId: string;
  size?: MantineSize;
  /**
   * Only the shield below the xl breakpoint, where the header's menu takes the room of the words;
   * the words stay for screen readers at every width.
   */
  compact?: boolean;
}

/** The one look of "administrator": the header's mode indicator and the marks on administrator menus. */
export function AdministratorBadge({ label, hint, testId, size = "md", compact = false }: AdministratorBadgeProps) {
  return (
    <Tooltip label={hint} withArrow multiline maw={260}>
      <Badge
        color="red"
        variant="light"
        size={size}
        style={noShrink}
        className={compact ? classes.compact : undefined}
        // The label is the badge's own text (an aria-label on a plain element is not read out).
        leftSection={<IconShield size={size === "xs" ? 11 : 14} />}
        data-testid={testId}
      >
        {compact ? <span className={classes.compactWords}>{label}</span> : label}
      </Badge>
    </Tooltip>
  );
}
