import { ActionIcon, Alert, Badge, Button, Group, MultiSelect, Skeleton, Stack, Text } from "@mantine/core";
import { peakDecimals, peakNear, pickPeaks, spectrumLimits, type LabBookAttachment } from "@enote/shared";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { showFailureDialog } from "../../components/dialogs";
import { IconCircleX } from "../../components/icons";
import { errorMessage } from "../../lib/errorMessage";
import { chartData } from "./overlay";
import { useSavePeaks } from "./queries";
import { SpectrumChart } from "./SpectrumChart";
import { useSpectra } from "./useSpectra";

interface SpectrumPanelProps {
  lbIdx: number;
  attachment: LabBookAttachment;
  /** The book's other spectra, which may be overlaid. */
  others: readonly LabBookAttachment[];
  /** The member may set the peaks (a writer, the book in progress). */
  editable: boolean;
  shareKey: string | null;
}

/** A JCAMP-DX attachment as a spectrum: zoom, a cursor read-out, peaks (automatic or set), overlays. */
export function SpectrumPanel({ lbIdx, attachment, others, editable, shareKey }: SpectrumPanelProps) {
  const { t } = useTranslation();
  const [overlaid, setOverlaid] = useState<string[]>([]);
  const files = useMemo(
    () => [attachment, ...others.filter((other) => overlaid.includes(String(other.attachmentIdx)))],
    [attachment, others, overlaid],
  );
  const { first: main, spectra } = useSpectra(lbIdx, files, shareKey);
  const spectrum = main?.data;
  const data = useMemo(() => chartData(spectra), [spectra]);
  const automatic = useMemo(() => (spectrum ? pickPeaks(spectrum) : []), [spectrum]);
  const peaks = attachment.peaks ?? automatic;
  const save = useSavePeaks(lbIdx, attachment.attachmentIdx);
  const [adding, setAdding] = useState(false);
  const [cursor, setCursor] = useState<{ x: number; y: number } | null>(null);

  if (!main || main.isPending) return <Skeleton h={300} data-testid="spectrum-loading" />;
  if (main.isError || !spectrum)
    return (
      <Alert color="orange" data-testid="spectrum-unreadable">
        {t("spectra.unreadable")}
      </Alert>
    );

  const decimals = peakDecimals(spectrum);
  const setPeaks = (next: number[] | null) =>
    save.mutate(next, {
      onError: (error) => void showFailureDialog(`${t("spectra.saveFailed")}: ${errorMessage(error)}`),
    });
  const addAt = (x: number) => {
    const peak = Number(peakNear(spectrum, x).toFixed(decimals + 2));
    if (peaks.length >= spectrumLimits.maxPeaks || peaks.some((p) => p.toFixed(decimals) === peak.toFixed(decimals)))
      return;
    setPeaks([...peaks, peak]);
  };

  return (
    <Stack gap="xs" data-testid="spectrum-panel" data-attachment={attachment.attachmentIdx}>
      <Group gap="xs">
        <Badge variant="light">
          {spectrum.nucleus && spectrum.kind === "nmr" ? `${spectrum.nucleus} ` : ""}
          {t(`spectra.kinds.${spectrum.kind}`)}
        </Badge>
        {spectrum.title ? (
          <Text size="sm" fw={500}>
            {spectrum.title}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {t("spectra.points", { count: spectrum.x.length })}
        </Text>
      </Group>
      {others.length > 0 ? (
        <MultiSelect
          label={t("spectra.overlay")}
          placeholder={t("spectra.overlayPlaceholder")}
          data={others.map((other) => ({ value: String(other.attachmentIdx), label: other.name }))}
          value={overlaid}
          onChange={setOverlaid}
          clearable
          data-testid="spectrum-overlay"
        />
      ) : null}
      <SpectrumChart
        spectra={spectra}
        data={data}
        peaks={peaks}
        onCursor={setCursor}
        onPick={editable && adding ? addAt : undefined}
        label={t("spectra.chart", { name: attachment.name })}
      />
      <Text size="sm" data-testid="spectrum-readout" aria-live="polite">
        {cursor
          ? t("spectra.cursor", { x: cursor.x.toFixed(decimals + 1), unit: spectrum.xUnit, y: cursor.y.toPrecision(4) })
          : t("spectra.cursorOff")}
      </Text>
      <Text size="xs" c="dimmed">
        {adding ? t("spectra.addingPeaks") : t("spectra.help")}
      </Text>
      <Group gap={6} align="center" data-testid="spectrum-peaks" data-source={attachment.peaks ? "set" : "automatic"}>
        <Text size="sm" fw={500}>
          {t("spectra.peaks")} ({attachment.peaks ? t("spectra.peaksSet") : t("spectra.peaksAuto")}):
        </Text>
        {peaks.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("spectra.noPeaks")}
          </Text>
        ) : (
          peaks.map((peak) => {
            const value = peak.toFixed(decimals);
            return (
              <Badge
                key={peak}
                variant="outline"
                data-testid="spectrum-peak"
                rightSection={
                  editable ? (
                    <ActionIcon
                      size={16}
                      variant="transparent"
                      color="gray"
                      aria-label={t("spectra.removePeak", { value })}
                      onClick={() => setPeaks(peaks.filter((p) => p !== peak))}
                      data-testid="spectrum-peak-remove"
                    >
                      <IconCircleX size={12} />
                    </ActionIcon>
                  ) : null
                }
              >
                {value}
              </Badge>
            );
          })
        )}
      </Group>
      {editable ? (
        <Group gap="xs">
          <Button
            size="xs"
            variant={adding ? "filled" : "light"}
            aria-pressed={adding}
            onClick={() => setAdding((now) => !now)}
            data-testid="spectrum-add-peaks"
          >
            {t("spectra.addPeaks")}
          </Button>
          {attachment.peaks ? (
            <Button size="xs" variant="subtle" onClick={() => setPeaks(null)} data-testid="spectrum-auto-peaks">
              {t("spectra.automatic")}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
