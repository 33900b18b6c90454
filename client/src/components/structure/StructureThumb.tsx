import { Box, Center, Text, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { svgDataUrl, type Structure } from "./chem";

interface StructureThumbProps {
  structure: Structure | undefined;
  /** What the picture is of, for its alt text. */
  name: string;
  width?: number;
  height?: number;
  /** Opens the editor; absent: the picture is only shown. */
  onEdit?: () => void;
}

/** A small structure drawing (or a dimmed "none"), clickable to edit when `onEdit` is given. */
export function StructureThumb({ structure, name, width = 76, height = 52, onEdit }: StructureThumbProps) {
  const { t } = useTranslation();
  const picture =
    structure?.ok === true ? (
      <img
        src={svgDataUrl(structure.svg)}
        alt={t("stoichiometry.structure.alt", { name: name || structure.formula })}
        style={{ maxWidth: width, maxHeight: height, objectFit: "contain" }}
        data-testid="structure-thumb-svg"
      />
    ) : (
      <Text size="xs" c="dimmed" ta="center" lh={1.1}>
        {structure?.ok === false && structure.reason === "invalid"
          ? t("stoichiometry.structure.invalid")
          : t("stoichiometry.structure.none")}
      </Text>
    );
  const frame = (
    <Center w={width} h={height} bg="white" style={{ borderRadius: 4 }} data-testid="structure-thumb">
      {picture}
    </Center>
  );
  if (!onEdit) return <Box>{frame}</Box>;
  return (
    <UnstyledButton
      onClick={onEdit}
      aria-label={t("stoichiometry.structure.edit")}
      title={t("stoichiometry.structure.edit")}
      style={{ border: "1px dashed var(--mantine-color-gray-4)", borderRadius: 4 }}
      data-testid="structure-edit"
    >
      {frame}
    </UnstyledButton>
  );
}
