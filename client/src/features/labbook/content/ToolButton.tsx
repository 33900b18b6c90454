import { ActionIcon, Tooltip } from "@mantine/core";
import type { ComponentType } from "react";
import type { IconProps } from "../../../components/icons";

interface ToolButtonProps {
  label: string;
  icon: ComponentType<IconProps>;
  onClick?: () => void;
  active?: boolean;
  disabled?: boolean;
  testId: string;
}

/** A toolbar button: 40 px (fingers on a tablet), its name as tooltip and accessible label. */
export function ToolButton({ label, icon: Icon, onClick, active = false, disabled = false, testId }: ToolButtonProps) {
  return (
    <Tooltip label={label} openDelay={400} withinPortal>
      <ActionIcon
        size={40}
        variant={active ? "light" : "subtle"}
        color={active ? "lab" : "gray"}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        // Keep the editor's selection: the command runs on the section being edited.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
        data-testid={testId}
        data-active={active || undefined}
      >
        <Icon size={20} />
      </ActionIcon>
    </Tooltip>
  );
}
