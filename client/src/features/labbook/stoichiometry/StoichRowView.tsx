import { ActionIcon, Group, Radio, Stack, Table, Text, Tooltip } from "@mantine/core";
import { formatSignificant, fromMg, fromMmol, type ReactionTextCell, type StoichiometryTable } from "@enote/shared";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { IconTrash } from "../../../components/icons";
import { StructureEditorModal } from "../../../components/structure/StructureEditorModal";
import { StructureThumb } from "../../../components/structure/StructureThumb";
import { RowUnitSelect, type UnitCell } from "./RowUnitSelect";
import { QuantityCell } from "./QuantityCell";
import { RowName } from "./RowName";
import { setStructure } from "./rowEdits";
import { TextCell, type CellContext } from "./TextCell";
import type { RowCalc } from "./useStoichiometry";
import { stickyCell, type ColumnLayout, type ColumnName } from "./columns";
import { RowDetail, RowDetailToggle, type DetailState } from "./RowDetail";
import { RowSafety, type Safety } from "./RowSafety";

interface StoichRowViewProps {
  table: StoichiometryTable;
  calc: RowCalc;
  context: CellContext;
  index: number;
  groupIdx: number | null;
  layout: ColumnLayout;
  /** The linked bottle's hazards (pictograms, restriction). */
  safety: Safety | undefined;
  /** The row's detail (density, note): open or not. */
  detail: DetailState;
  onLimiting: () => void;
  onDelete: () => void;
}

/** One reactant or product: typed cells co-edited, computed ones muted, all recomputed on every change. */
export function StoichRowView(props: StoichRowViewProps) {
  const { table, context, index, layout, detail } = props;
  const { t } = useTranslation();
  const { reading } = props.calc;
  const error = (cell: ReactionTextCell) => cellError(t, reading, cell);
  return (
    <Fragment>
      <StoichRowCells {...props} />
      {detail.opened ? (
        <RowDetail table={table} context={context} row={index + 1} layout={layout} error={error} />
      ) : null}
    </Fragment>
  );
}

/** What is wrong with a typed cell, in the reader's language (undefined: nothing). */
function cellError(t: TFunction, reading: RowCalc["reading"], cell: ReactionTextCell): string | undefined {
  return reading.invalid.includes(cell) ? t(reading.invalidKeys[cell] ?? "labBook.tables.amountInvalid") : undefined;
}

function StoichRowCells({
  table,
  calc,
  context,
  index,
  groupIdx,
  layout,
  safety,
  detail,
  onLimiting,
  onDelete,
}: StoichRowViewProps) {
  const { t } = useTranslation();
  const [drawing, setDrawing] = useState(false);
  const { reading, result, row } = calc;
  const { editable } = context;
  const row1 = index + 1;
  const label = (column: ColumnName) =>
    t("labBook.tables.cellLabel", { row: row1, cell: t(`stoichiometry.columns.${column}`) });
  const name = row.get("name")?.toString() ?? "";

  const units = reading.units;
  const unit = (cell: UnitCell) => <RowUnitSelect calc={calc} cell={cell} editable={editable} row={row1} />;

  const invalid = (cell: ReactionTextCell) => cellError(t, reading, cell);
  const computed = (value: number | null, testId: string) => (
    <Text size="sm" c="dimmed" fs="italic" data-testid={testId} data-computed="true">
      {value === null ? "—" : formatSignificant(value)}
    </Text>
  );
  const right = { rightSectionWidth: 56, rightSectionPointerEvents: "all" as const };

  return (
    <Table.Tr data-testid="reaction-row" data-row-id={context.id}>
      <Table.Td c="dimmed" ta="center" fz="sm" style={stickyCell(0, layout.number)}>
        <Stack gap={0} align="center">
          {row1}
          <RowDetailToggle
            table={table}
            context={context}
            row={row1}
            detail={detail}
            invalid={reading.invalid.includes("density")}
          />
        </Stack>
      </Table.Td>
      <Table.Td style={stickyCell(layout.number, layout.name)}>
        <RowName context={context} calc={calc} index={index} groupIdx={groupIdx} />
        <RowSafety safety={safety} name={name} />
      </Table.Td>
      {table === "reactants" ? (
        <Table.Td ta="center">
          <Radio
            checked={calc.limiting}
            onChange={() => onLimiting()}
            disabled={!editable}
            aria-label={t("stoichiometry.limitingLabel", { row: row1 })}
            styles={{ body: { justifyContent: "center" } }}
            data-testid="reaction-limiting"
          />
        </Table.Td>
      ) : null}
      <Table.Td>
        <StructureThumb structure={calc.structure} name={name} onEdit={editable ? () => setDrawing(true) : undefined} />
        <StructureEditorModal
          opened={drawing}
          title={t("stoichiometry.structure.title", { row: row1 })}
          smiles={reading.smiles}
          onClose={() => setDrawing(false)}
          onApply={(structure) => {
            setStructure(row, structure);
            setDrawing(false);
          }}
        />
      </Table.Td>
      <Table.Td>
        <TextCell
          context={context}
          cell="mw"
          label={label("mw")}
          placeholder={calc.mwFromStructure !== null ? formatSignificant(calc.mwFromStructure, 5) : undefined}
          error={invalid("mw")}
        />
      </Table.Td>
      <Table.Td>
        <QuantityCell context={context} calc={calc} cell="equiv" label={label("equiv")} />
      </Table.Td>
      {table === "reactants" ? (
        <>
          <Table.Td>
            <QuantityCell context={context} calc={calc} cell="moles" label={label("moles")} unit={unit("moles")} />
          </Table.Td>
          <Table.Td>
            <QuantityCell context={context} calc={calc} cell="mass" label={label("mass")} unit={unit("mass")} />
          </Table.Td>
          <Table.Td>
            <QuantityCell context={context} calc={calc} cell="volume" label={label("volume")} unit={unit("volume")} />
          </Table.Td>
          <Table.Td>
            <TextCell
              context={context}
              cell="concentration"
              label={label("concentration")}
              error={invalid("concentration")}
              rightSection={unit("concentration")}
              {...right}
            />
          </Table.Td>
        </>
      ) : (
        <>
          <Table.Td>
            <Group gap={4} wrap="nowrap" justify="space-between">
              {computed(result.mmol === null ? null : fromMmol(result.mmol, units.moles), "reaction-theoretical-moles")}
              {unit("moles")}
            </Group>
          </Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap" justify="space-between">
              {computed(
                result.theoreticalMassMg === null ? null : fromMg(result.theoreticalMassMg, units.mass),
                "reaction-theoretical-mass",
              )}
              {unit("mass")}
            </Group>
          </Table.Td>
          <Table.Td>
            <TextCell
              context={context}
              cell="actualMass"
              label={label("actualMass")}
              error={invalid("actualMass")}
              rightSection={unit("actualMass")}
              {...right}
            />
          </Table.Td>
          <Table.Td>{computed(result.yieldPercent, "reaction-yield")}</Table.Td>
        </>
      )}
      <Table.Td>
        <TextCell context={context} cell="purity" label={label("purity")} error={invalid("purity")} />
      </Table.Td>

      {editable ? (
        <Table.Td>
          <Tooltip label={t("labBook.tables.deleteRow")} openDelay={400}>
            <ActionIcon
              variant="subtle"
              color="red"
              size={36}
              onClick={onDelete}
              aria-label={t("labBook.tables.deleteRowNumber", { row: row1 })}
              data-testid="reaction-row-delete"
            >
              <IconTrash size={20} />
            </ActionIcon>
          </Tooltip>
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}
