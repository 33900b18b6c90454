import { Anchor, Badge, Button, Grid, Group, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { ContentLoader } from "../../../components/ContentLoader";
import { IconArrowLeft, IconPencil } from "../../../components/icons";
import { PageHeader } from "../../../components/PageHeader";
import { QueryError } from "../../../components/QueryError";
import { useLiveTopic } from "../../../hooks/useLiveTopic";
import { isNotFound } from "../../../lib/errorMessage";
import { paths } from "../../../paths";
import { NotFoundPage } from "../../errors/components/NotFoundPage";
import { SupplyPrintMenu } from "../../labels/supplies/SupplyPrintMenu";
import { MaterialFormModal } from "../components/MaterialFormModal";
import { useMaterial } from "../queries";
import { SupplyDetails } from "./SupplyDetails";
import { SupplyHistory } from "./SupplyHistory";

/** /material/{materialIdx}: one supply, what it is and what happened to it; its QR label opens this. */
export function SupplyPage() {
  const { materialIdx = "" } = useParams();
  const idx = /^\d{1,10}$/.test(materialIdx) ? Number(materialIdx) : 0;
  if (idx <= 0) return <NotFoundPage />;
  return <SupplyScreen key={idx} materialIdx={idx} />;
}

function SupplyScreen({ materialIdx }: { materialIdx: number }) {
  const { t } = useTranslation();
  const query = useMaterial(materialIdx);
  const [editing, setEditing] = useState(false);
  useLiveTopic(query.data?.groupIdx ?? null, "material");

  if (query.isPending) return <ContentLoader />;
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFoundPage />;
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const supply = query.data;
  return (
    <Stack gap={0} data-testid="supply-page" data-material-idx={supply.materialIdx}>
      <Anchor component={Link} to={paths.material({ groupIdx: supply.groupIdx })} size="sm" data-testid="supply-back">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} />
          {t("supplies.page.back")}
        </Group>
      </Anchor>
      <PageHeader
        title={supply.name}
        description={
          <Group gap="xs" component="span">
            {supply.spec ?? null}
            <Badge variant="light" color={supply.consumable ? "lab" : "gray"} tt="none">
              {t(supply.consumable ? "material.consumable" : "material.durable")}
            </Badge>
          </Group>
        }
        actions={
          <>
            <SupplyPrintMenu materialIdxs={[supply.materialIdx]} compact />
            <Button
              variant="default"
              leftSection={<IconPencil size={18} />}
              onClick={() => setEditing(true)}
              data-testid="supply-edit"
            >
              {t("common.edit")}
            </Button>
          </>
        }
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <SupplyDetails supply={supply} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <SupplyHistory materialIdx={supply.materialIdx} />
        </Grid.Col>
      </Grid>
      {editing ? (
        <MaterialFormModal groupIdx={supply.groupIdx} material={supply} onClose={() => setEditing(false)} />
      ) : null}
    </Stack>
  );
}
