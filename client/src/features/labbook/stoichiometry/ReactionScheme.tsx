import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { StructureThumb } from "../../../components/structure/StructureThumb";
import type { RowCalc } from "./useStoichiometry";

/** Rows that have a structure to draw. */
const drawn = (rows: RowCalc[]) => rows.filter((row) => row.structure?.ok === true);

/** One side of the scheme: structures joined by "+", each named below. */
function Side({ rows, testId }: { rows: RowCalc[]; testId: string }) {
  return (
    <Group gap="xs" wrap="wrap" data-testid={testId}>
      {rows.map((row, index) => {
        const name = row.row.get("name")?.toString() ?? "";
        return (
          <Fragment key={index}>
            {index > 0 ? (
              <Text fz="xl" c="dimmed" aria-hidden>
                +
              </Text>
            ) : null}
            <Stack gap={2} align="center">
              <StructureThumb structure={row.structure} name={name} width={140} height={100} />
              <Text size="xs" ta="center" maw={140} lineClamp={2}>
                {name}
              </Text>
            </Stack>
          </Fragment>
        );
      })}
    </Group>
  );
}

/** Reactants → products, drawn from the rows' structures (the reaction table is its source). */
export function ReactionScheme({
  reactants,
  products,
  print = false,
}: {
  reactants: RowCalc[];
  products: RowCalc[];
  print?: boolean;
}) {
  const { t } = useTranslation();
  const left = drawn(reactants);
  const right = drawn(products);
  const body =
    left.length + right.length === 0 ? (
      <Text size="sm" c="dimmed" data-testid="reaction-scheme-empty">
        {t("stoichiometry.scheme.empty")}
      </Text>
    ) : (
      <Group gap="md" align="center" wrap="wrap">
        <Side rows={left} testId="reaction-scheme-reactants" />
        <Text fz={28} c="dimmed" aria-hidden>
          ⟶
        </Text>
        <Side rows={right} testId="reaction-scheme-products" />
      </Group>
    );
  if (print) {
    return (
      <section className="print-block" data-testid="reaction-scheme">
        <h2>{t("stoichiometry.scheme.title")}</h2>
        {body}
      </section>
    );
  }
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} data-testid="reaction-scheme">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t("stoichiometry.scheme.title")}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
