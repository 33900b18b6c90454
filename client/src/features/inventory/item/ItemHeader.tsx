import { Alert, Anchor, Badge, Button, Group, Text } from "@mantine/core";
import { formatDate, type InventoryItem } from "@enote/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { IconArrowLeft, IconLock, IconPencil } from "../../../components/icons";
import { PageHeader } from "../../../components/PageHeader";
import { paths } from "../../../paths";
import { PrintMenu } from "../../labels/PrintMenu";
import { AlertBadges } from "../components/AlertBadges";
import { BookmarkToggle } from "../components/BookmarkToggle";
import { DisuseActions } from "./DisuseActions";

interface ItemHeaderProps {
  item: InventoryItem;
  editing: boolean;
  onEdit: () => void;
}

export function ItemHeader({ item, editing, onEdit }: ItemHeaderProps) {
  const { t } = useTranslation();
  const subtitle = [item.nameEn, t("inventory.pinLabel", { pin: item.pinNo })].filter(Boolean).join(" · ");
  return (
    <div>
      <Anchor component={Link} to={paths.inventory({ groupIdx: item.groupIdx })} size="sm" data-testid="inventory-back">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} />
          {t("inventory.backToList")}
        </Group>
      </Anchor>
      <PageHeader
        title={item.name}
        description={
          <Group gap="xs" component="span">
            <Text span size="sm" c="dimmed" data-testid="inventory-subtitle">
              {subtitle}
            </Text>
            {item.isPrivate ? (
              <Badge variant="light" color="gray" leftSection={<IconLock size={12} />} data-testid="inventory-private">
                {t("inventory.private")}
              </Badge>
            ) : null}
            {item.restricted ? (
              <Badge color="red" variant="filled" data-testid="inventory-restricted-badge">
                {t("inventory.restrictedBadge")}
              </Badge>
            ) : null}
            <AlertBadges item={item} size="md" />
            {item.disused ? (
              <Badge color="red" data-testid="inventory-disused-badge">
                {t("inventory.disusedBadge")}
              </Badge>
            ) : null}
          </Group>
        }
        actions={
          <>
            <BookmarkToggle item={item} size="lg" />
            <PrintMenu items={[item]} compact />
            {editing ? null : (
              <Button
                variant="default"
                leftSection={<IconPencil size={18} />}
                onClick={onEdit}
                data-testid="inventory-edit"
              >
                {t("common.edit")}
              </Button>
            )}
            <DisuseActions item={item} />
          </>
        }
      />
      {item.disused ? (
        <Alert
          color="red"
          variant="light"
          mb="md"
          title={t("inventory.disusedTitle")}
          data-testid="inventory-disused-note"
        >
          {t("inventory.disusedNote", { date: formatDate(item.disuseDate), reason: item.disuseReason ?? "" })}
        </Alert>
      ) : null}
    </div>
  );
}
