import { Badge, Box, Tooltip, type MantineBreakpoint, type MantineSize } from "@mantine/core";
import { noShrink } from "./noShrink";
import { IconShield } from "./icons";

interface AdministratorBadgeProps {
  label: string;
  /** What the badge means, shown on hover and read by screen readers. */
  hint: string;
  testId: string;
  size?: MantineSize;
  /** Only the shield below this width, where there is no room for the words (the header's nav fills it). */
  wordsFrom?: MantineBreakpoint;
}

/** The one look of "administrator": the header's mode indicator and the marks on administrator menus. */
export function AdministratorBadge({ label, hint, testId, size = "md", wordsFrom }: AdministratorBadgeProps) {
  return (
    <Tooltip label={hint} withArrow multiline maw={260}>
      <Badge
        color="red"
        variant="light"
        size={size}
        style={noShrink}
        leftSection={<IconShield size={size === "xs" ? 11 : 14} />}
        aria-label={`${label}: ${hint}`}
        data-testid={testId}
      >
        {wordsFrom ? (
          <Box component="span" visibleFrom={wordsFrom}>
            {label}
          </Box>
        ) : (
          label
        )}
      </Badge>
    </Tooltip>
  );
}
