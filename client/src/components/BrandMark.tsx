import { Group, Text, ThemeIcon } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { IconFlask } from "./icons";

/** Logo and app name. */
export function BrandMark({ size = "md" }: { size?: "md" | "lg" }) {
  const { t } = useTranslation();
  const large = size === "lg";
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={large ? 40 : 32} radius="md" variant="filled">
        <IconFlask size={large ? 24 : 20} />
      </ThemeIcon>
      <Text fw={750} fz={large ? 24 : 20} lh={1} style={{ whiteSpace: "nowrap" }} data-testid="app-name">
        {t("app.name")}
      </Text>
    </Group>
  );
}
