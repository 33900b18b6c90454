import { Alert, Badge, Button, Center, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { documentName, type MemoSummary } from "@enote/shared";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useDrawingCanvasCode } from "../../components/drawing";
import { currentLocale } from "../../i18n";
import { useAttachments } from "../attachments/queries";
import type { SessionAuth } from "../labbook/collab/session";
import { useLabBookSession, useSessionValue } from "../labbook/collab/useLabBookSession";
import { memoFiles } from "./memoFiles";

interface MemoViewerProps {
  lbIdx: number;
  memo: MemoSummary;
  /** A memo is never kept offline (`offline: false`); readers and share viewers announce nothing. */
  auth: SessionAuth;
  /** What the book allows me; the server's live word on the document can only narrow it. */
  editable: boolean;
  onClose: () => void;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Center h="100%" data-testid="memo-loading">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed">{t("memos.loading")}</Text>
      </Stack>
    </Center>
  );
}

/** One memo open full-screen (a tablet's whole screen): its own document, drawn live with the others. */
export function MemoViewer({ lbIdx, memo, auth, editable, onClose }: MemoViewerProps) {
  const { t } = useTranslation();
  const session = useLabBookSession(lbIdx, auth, documentName.memo(memo.memoIdx));
  // What the viewer shows, value by value: the drawing's saves do not render the viewer again.
  const access = useSessionValue(session, (state) => state.access);
  const refusal = useSessionValue(session, (state) => state.refusal);
  const loaded = useSessionValue(session, (state) => state.loaded);
  const canDraw = editable && access === "write";
  // Images placed here upload as attachments of the book, within the same size limit.
  const maxBytes = useAttachments(lbIdx).data?.maxBytes ?? null;
  const files = useMemo(() => memoFiles(lbIdx, { canUpload: canDraw, maxBytes }), [lbIdx, canDraw, maxBytes]);
  // The code downloads while the document syncs, not after it (a memo opened right after creation too).
  const code = useDrawingCanvasCode();

  const title = (
    <Group gap="sm">
      <Text fw={600}>{memo.title}</Text>
      {canDraw ? null : (
        <Badge variant="light" color="gray" data-testid="memo-view-only">
          {t("memos.viewOnly")}
        </Badge>
      )}
    </Group>
  );

  return (
    <Modal
      opened
      fullScreen
      // Escape belongs to Excalidraw (leave a tool, deselect); the close button closes.
      closeOnEscape={false}
      onClose={onClose}
      title={title}
      closeButtonProps={{ "aria-label": t("memos.close"), "data-testid": "memo-close" } as object}
      styles={{ body: { height: "calc(100dvh - 64px)", padding: 0 } }}
    >
      <div
        style={{ height: "100%" }}
        data-testid="memo-viewer"
        data-memo-idx={memo.memoIdx}
        data-access={access ?? "pending"}
      >
        {refusal ? (
          <Alert color="gray" m="md" data-testid="memo-gone">
            {t("memos.gone")}
          </Alert>
        ) : code.state === "failed" ? (
          <Alert color="red" m="md" data-testid="memo-code-failed">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t("memoCanvas.codeFailed")}</Text>
              <Button size="xs" variant="light" onClick={code.retry}>
                {t("memoCanvas.retry")}
              </Button>
            </Stack>
          </Alert>
        ) : session && loaded && code.state === "ready" ? (
          <code.DrawingCanvas
            key={session.doc.guid}
            doc={session.doc}
            provider={session.provider}
            editable={canDraw}
            language={currentLocale()}
            testId="memo-canvas"
            files={files}
          />
        ) : (
          <Loading />
        )}
      </div>
    </Modal>
  );
}
