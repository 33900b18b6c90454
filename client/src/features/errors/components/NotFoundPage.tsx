import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { BrandMark } from "../../../components/BrandMark";
import { IconCompass } from "../../../components/icons";
import { useDocumentTitle } from "../../../hooks/useDocumentTitle";
import { paths } from "../../../paths";

/**
 * Unknown paths, and /scanner, /reception, /setting. `embedded`: inside the main layout, for a
 * thing the api answers 404 for (missing, or not visible to this member).
 */
export function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation();
  useDocumentTitle(t("notFound.title"));
  return (
    <Center mih={embedded ? "60vh" : "100vh"} p="md" bg="var(--mantine-color-gray-0)" data-testid="not-found">
      <Paper withBorder shadow="sm" p={{ base: "xl", sm: 48 }} maw={520} w="100%">
        <Stack align="center" gap="md" ta="center">
          <BrandMark />
          <ThemeIcon size={72} radius="xl" variant="light">
            <IconCompass size={40} />
          </ThemeIcon>
          <Text fw={800} fz={48} lh={1} c="lab.8">
            {t("notFound.code")}
          </Text>
          <Title order={2} data-testid="page-title">
            {t("notFound.title")}
          </Title>
          <Text c="dimmed">{t("notFound.description")}</Text>
          <Button component={Link} to={paths.dashboard()} size="md" mt="sm" data-testid="not-found-home">
            {t("notFound.home")}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
