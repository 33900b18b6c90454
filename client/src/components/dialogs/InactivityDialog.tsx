import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useInactivity } from "../../session/inactivity";
import { logout } from "../../session/logout";

/** Spec §4: persistent (no outside click, no Escape, no close button); OK logs out. */
export function InactivityDialog() {
  const { t } = useTranslation();
  const expired = useInactivity((state) => state.expired);
  return (
    <Modal
      opened={expired}
      onClose={() => undefined}
      title={t("session.inactivityTitle")}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      transitionProps={{ duration: 0 }}
      zIndex={1000}
    >
      <Stack gap="lg" data-testid="inactivity-dialog">
        <Text>{t("session.inactivityMessage")}</Text>
        <Group justify="flex-end">
          <Button data-autofocus data-testid="inactivity-ok" onClick={() => logout()}>
            {t("common.ok")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
