import type { DrawingFile, DrawingFiles } from "./files";

/** What the loader reads of an element: an image names its file by `fileId` (null until stored). */
export interface FileReferrer {
  readonly type: string;
  readonly isDeleted: boolean;
  readonly fileId?: string | null;
}

/**
 * Fetches the images a drawing's elements refer to and the canvas does not hold yet (a member
 * placed one elsewhere, or the drawing was opened with images on it), each file id once.
 */
export class MissingFiles {
  private readonly asked = new Set<string>();
  private destroyed = false;

  constructor(
    private readonly files: DrawingFiles,
    /** Hands loaded files to the canvas (Excalidraw's addFiles). */
    private readonly add: (files: DrawingFile[]) => void,
    /** Whether the canvas holds this file already (placed here, or loaded before). */
    private readonly has: (fileId: string) => boolean,
  ) {}

  /** Starts loading every file these elements refer to that is neither here nor on its way. */
  request(elements: readonly FileReferrer[]): void {
    for (const element of elements) {
      const fileId = element.type === "image" && !element.isDeleted ? element.fileId : null;
      if (!fileId || this.asked.has(fileId) || this.has(fileId)) continue;
      this.asked.add(fileId);
      void this.files.load(fileId).then(
        (file) => {
          if (file && !this.destroyed) this.add([file]);
        },
        // Not there (deleted, or no access): Excalidraw keeps its placeholder; a later change asks again.
        () => this.asked.delete(fileId),
      );
    }
  }

  destroy(): void {
    this.destroyed = true;
  }
}

/** Loads every file these elements refer to, for an export (print, the share view); ids not ours are left out. */
export async function loadFiles(files: DrawingFiles, elements: readonly FileReferrer[]): Promise<DrawingFile[]> {
  const ids = new Set<string>();
  for (const element of elements) {
    if (element.type === "image" && !element.isDeleted && element.fileId) ids.add(element.fileId);
  }
  const loaded = await Promise.all([...ids].map((id) => files.load(id).catch(() => null)));
  return loaded.filter((file): file is DrawingFile => file !== null);
}
