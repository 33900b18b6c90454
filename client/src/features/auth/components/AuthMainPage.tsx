import { Paper, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router-dom";
import { IconBook, IconDashboard, IconUser, type IconProps } from "../../../components/icons";
import { paths } from "../../../paths";
import { AuthCard } from "./AuthCard";

export type AuthMainParams = Readonly<Record<string, string | undefined>>;

interface Choice {
  key: "dashboard" | "labBooks" | "account";
  to: string;
  icon: ComponentType<IconProps>;
}

const choices: readonly Choice[] = [
  { key: "dashboard", to: paths.dashboard(), icon: IconDashboard },
  { key: "labBooks", to: paths.labBook(), icon: IconBook },
  { key: "account", to: paths.account(), icon: IconUser },
];

/** Spec §2 /auth/main: a selection page that receives the route params as props. */
export function AuthMainPage({ params }: { params: AuthMainParams }) {
  const { t } = useTranslation();
  // `?select=labBooks` (or a path param of that name) highlights one choice.
  const selected = params.select;
  return (
    <AuthCard title={t("authMain.title")} subtitle={t("authMain.subtitle")} width={720} testId="auth-main-page">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {choices.map(({ key, to, icon: Icon }) => (
          <UnstyledButton key={key} component={Link} to={to} data-testid={`auth-main-${key}`}>
            <Paper
              withBorder
              p="lg"
              h="100%"
              bd={key === selected ? "2px solid var(--mantine-primary-color-filled)" : undefined}
            >
              <Stack align="center" gap="xs" ta="center">
                <ThemeIcon size={48} radius="xl" variant="light">
                  <Icon size={26} />
                </ThemeIcon>
                <Text fw={650}>{t(`authMain.${key}`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`authMain.${key}Description`)}
                </Text>
              </Stack>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </AuthCard>
  );
}

/** Hands the path and query parameters to the page as props. */
export function AuthMainRoute() {
  const pathParams = useParams();
  const [searchParams] = useSearchParams();
  return <AuthMainPage params={{ ...Object.fromEntries(searchParams), ...pathParams }} />;
}
