import { Button, Group, Popover, Stack, TextInput } from "@mantine/core";
import { useState, type ComponentType, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { IconProps } from "../../../components/icons";
import { httpUrl } from "./safeUrl";
import { ToolButton } from "./ToolButton";

interface UrlPopoverProps {
  label: string;
  icon: ComponentType<IconProps>;
  active: boolean;
  disabled: boolean;
  testId: string;
  /** The URL already there (editing a link). */
  initialUrl: () => string;
  onSubmit: (url: string) => void;
  /** "Remove link" when there is one. */
  onRemove?: () => void;
}

/** A toolbar button that asks for a web address (links, images by URL). */
export function UrlPopover({ label, icon, active, disabled, testId, initialUrl, onSubmit, onRemove }: UrlPopoverProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState("");
  const [invalid, setInvalid] = useState(false);

  const open = () => {
    setValue(initialUrl());
    setInvalid(false);
    setOpened(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const url = httpUrl(value);
    if (!url) {
      setInvalid(true);
      return;
    }
    setOpened(false);
    onSubmit(url);
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      trapFocus
      returnFocus={false}
      withinPortal
      shadow="md"
    >
      <Popover.Target>
        <span>
          <ToolButton label={label} icon={icon} active={active} disabled={disabled} onClick={open} testId={testId} />
        </span>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={submit} noValidate data-testid={`${testId}-form`}>
          <Stack gap="sm" w={300}>
            <TextInput
              label={t("labBook.toolbar.url")}
              placeholder="https://"
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              error={invalid ? t("labBook.toolbar.invalidUrl") : undefined}
              data-autofocus
              data-testid={`${testId}-url`}
            />
            <Group justify="flex-end" gap="xs">
              {onRemove && active ? (
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => {
                    setOpened(false);
                    onRemove();
                  }}
                  data-testid={`${testId}-remove`}
                >
                  {t("labBook.toolbar.removeLink")}
                </Button>
              ) : null}
              <Button type="submit" data-testid={`${testId}-apply`}>
                {t("labBook.toolbar.apply")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
