import { useQueries, type UseQueryResult } from "@tanstack/react-query";
import { attachmentPaths, parseJcamp, type LabBookAttachment, type Spectrum } from "@enote/shared";
import { api } from "../../lib/api";
import { withKey } from "../attachments/queries";

type SpectrumFile = Pick<LabBookAttachment, "attachmentIdx" | "name" | "sha256">;

/** The query of one JCAMP-DX attachment read in this browser (the bytes never change under one hash). */
export function spectrumQuery(lbIdx: number, file: SpectrumFile, shareKey: string | null) {
  return {
    queryKey: ["spectrum", lbIdx, file.attachmentIdx, file.sha256] as const,
    queryFn: async (): Promise<Spectrum> => {
      const path = withKey(attachmentPaths.file(lbIdx, file.attachmentIdx), shareKey);
      return parseJcamp(await (await api.download(path, file.name)).blob.text());
    },
    staleTime: Infinity,
    retry: false,
  };
}

/** The first file's state and every spectrum read so far (kept the same object while nothing changes). */
function combine(results: UseQueryResult<Spectrum>[]) {
  return {
    first: results[0],
    spectra: results.map((result) => result.data).filter((spectrum): spectrum is Spectrum => spectrum !== undefined),
  };
}

/** Several spectra at once (one shown with others overlaid; the printout's). */
export function useSpectra(lbIdx: number, files: readonly SpectrumFile[], shareKey: string | null) {
  return useQueries({ queries: files.map((file) => spectrumQuery(lbIdx, file, shareKey)), combine });
}
