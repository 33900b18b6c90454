import { Center, Skeleton, Text } from "@mantine/core";
import type { StructureSearchMode } from "@enote/shared";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { svgDataUrl } from "./chem";
import { drawHit } from "./highlight";

interface HitStructureProps {
  idcode: string;
  /** The SMILES searched for, whose match is marked. */
  query: string;
  mode: StructureSearchMode;
  name: string;
  width?: number;
  height?: number;
}

/** A found compound, drawn with the matched part marked (structure search, a bottle's uses). */
export function HitStructure({ idcode, query, mode, name, width = 120, height = 84 }: HitStructureProps) {
  const { t } = useTranslation();
  const drawn = useQuery({
    queryKey: ["structure-hit", idcode, query, mode],
    queryFn: () => drawHit(idcode, query, mode),
    staleTime: Infinity,
  });
  return (
    <Center w={width} h={height} bg="white" style={{ borderRadius: 4, flexShrink: 0 }} data-testid="structure-hit">
      {drawn.isPending ? (
        <Skeleton w={width - 8} h={height - 8} />
      ) : drawn.data ? (
        <img
          src={svgDataUrl(drawn.data)}
          alt={t("structure.hitAlt", { name })}
          style={{ maxWidth: width, maxHeight: height, objectFit: "contain" }}
          data-testid="structure-hit-svg"
        />
      ) : (
        <Text size="xs" c="dimmed">
          {t("stoichiometry.structure.invalid")}
        </Text>
      )}
    </Center>
  );
}
