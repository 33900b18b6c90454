import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router-dom";
import { isActiveArea, navAreas } from "../navigation";

/** Quick links to the first screen of each main area, on wide screens. */
export function HeaderAreaLinks() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Group gap={4} visibleFrom="lg" component="nav" aria-label={t("nav.label")} wrap="nowrap">
      {navAreas.map((area) => {
        const first = area.items[0];
        if (!first) return null;
        const active = isActiveArea(pathname, area);
        const Icon = area.icon;
        return (
          <Button
            key={area.key}
            component={Link}
            to={first.to}
            size="sm"
            variant={active ? "light" : "subtle"}
            color={active ? "lab" : "gray"}
            leftSection={<Icon size={18} />}
            data-testid={`area-${area.key}`}
          >
            {t(area.labelKey)}
          </Button>
        );
      })}
    </Group>
  );
}
