/** An image a drawing shows, as Excalidraw keeps it in memory (never in the drawing's document). */
export interface DrawingFile {
  id: string;
  mimeType: string;
  /** A data: URL, made in this browser from the fetched bytes. */
  dataURL: string;
}

/** Where a drawing's images live (a memo: the book's attachments). */
export interface DrawingFiles {
  /** Stores a placed image and gives the file id its element refers to; without it images cannot be placed. */
  upload?: (file: File) => Promise<string>;
  /** The image a file id refers to; null when the id is not one of ours. */
  load: (fileId: string) => Promise<DrawingFile | null>;
}
