import { Badge, Button, Drawer, Group } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { CommentAnchor, LabBookDetail } from "@enote/shared";
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { toThreads, threadOf } from "../../components/comments/threads";
import { IconMessages } from "../../components/icons";
import { idxParam } from "../../lib/searchParams";
import { paths } from "../../paths";
import type { LabBookSession } from "../labbook/collab/session";
import { anchorStoreFor, type AnchorState } from "./anchors/anchorStore";
import { CommentsPanel } from "./CommentsPanel";
import { useLabBookComments } from "./queries";
import { SelectionCommentButton } from "./SelectionCommentButton";
import { useLiveComments } from "./useLiveComments";
import { useThreadActions } from "./useThreadActions";
import "./comments.css";

const noStore: AnchorState = { highlights: [], active: null, request: 0, selection: null };
const noSubscription = () => () => undefined;

interface LabBookCommentsProps {
  detail: LabBookDetail;
  session: LabBookSession | null;
}

/**
 * Comments of the open lab book: a button with the open threads' count, a side panel (a full-width
 * drawer on phones) with the threads, highlights of anchored threads in the sections, "Comment"
 * on selected text, and /labBook/experimentComment/{lbIdx}/{lcmIdx} opening its thread.
 */
export function LabBookComments({ detail, session }: LabBookCommentsProps) {
  const { t } = useTranslation();
  const { lbIdx } = detail;
  const wanted = idxParam(useParams().lcmIdx ?? null);
  const narrow = useMediaQuery("(max-width: 47.99em)", false);
  const query = useLabBookComments(lbIdx);
  useLiveComments(lbIdx, session?.provider ?? null);
  const store = session ? anchorStoreFor(session.doc) : null;
  const anchors = useSyncExternalStore(store?.subscribe ?? noSubscription, store?.getState ?? (() => noStore));
  const [opened, setOpened] = useState(wanted !== null);
  const [showResolved, setShowResolved] = useState(false);
  const [draft, setDraft] = useState<CommentAnchor | null>(null);
  const threads = useMemo(() => toThreads(query.data?.comments ?? []), [query.data]);
  const actions = useThreadActions(lbIdx);

  useEffect(() => {
    const open = threads.filter((thread) => thread.root.anchor && !thread.root.resolved && !thread.root.deleted);
    store?.setHighlights(open.map(({ root }) => ({ lcmIdx: root.lcmIdx, anchor: root.anchor as CommentAnchor })));
  }, [store, threads]);

  // The comment's address: its thread, once the comments and the sections are there.
  const routed = useRef(false);
  useEffect(() => {
    if (routed.current || wanted === null || !store || !query.data) return;
    routed.current = true;
    const thread = threadOf(threads, wanted);
    if (thread?.root.resolved) setShowResolved(true);
    if (thread) store.open(thread.root.lcmIdx);
  }, [wanted, store, query.data, threads]);

  // A thread was asked for (its highlight clicked, its address): the panel opens, its text comes into view.
  useEffect(() => {
    if (anchors.request === 0 || anchors.active === null) return;
    setOpened(true);
    const selector = `[data-comment-anchor="${anchors.active}"]`;
    document.querySelector(selector)?.scrollIntoView({ block: "nearest" });
  }, [anchors.request, anchors.active]);

  // Wide screens make room for the open panel (comments.css); narrower ones show it over the book.
  useEffect(() => {
    if (!opened || narrow) return;
    document.body.setAttribute("data-comments-panel", "open");
    return () => document.body.removeAttribute("data-comments-panel");
  }, [opened, narrow]);

  const create = async (content: string) => {
    const created = await actions.create({ content, anchor: draft ?? undefined });
    setDraft(null);
    store?.open(created.lcmIdx);
  };
  const openCount = threads.filter((thread) => !thread.root.resolved && !thread.root.deleted).length;
  const canComment = query.data?.canComment ?? false;

  return (
    <>
      <Group justify="flex-end">
        <Button
          variant={opened ? "light" : "default"}
          leftSection={<IconMessages />}
          rightSection={
            openCount > 0 ? (
              <Badge size="sm" title={t("comments.openCount", { count: openCount })}>
                {openCount}
              </Badge>
            ) : null
          }
          onClick={() => setOpened((was) => !was)}
          aria-expanded={opened}
          data-testid="comments-toggle"
        >
          {t("comments.toggle")}
        </Button>
      </Group>
      {anchors.selection && canComment ? (
        <SelectionCommentButton
          selection={anchors.selection}
          onComment={() => {
            setDraft(anchors.selection?.anchor ?? null);
            setOpened(true);
          }}
        />
      ) : null}
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size={narrow ? "100%" : 420}
        title={t("comments.title")}
        withOverlay={false}
        lockScroll={false}
        trapFocus={false}
        closeOnClickOutside={false}
        // Below the app header, which stays usable (language, account) while the panel is open.
        styles={{ inner: { top: "var(--app-shell-header-offset, 0px)" } }}
        data-testid="comments-drawer"
      >
        <CommentsPanel
          list={{ data: query.data, error: query.error, isPending: query.isPending, retry: () => void query.refetch() }}
          threads={threads}
          showResolved={showResolved}
          onShowResolved={setShowResolved}
          draft={draft}
          onClearDraft={() => setDraft(null)}
          onCreate={create}
          actions={actions.thread}
          active={anchors.active}
          request={anchors.request}
          onActivate={(lcmIdx) => store?.open(lcmIdx, false)}
          mentionHref={() => paths.projects({ projectIdx: detail.projectIdx })}
        />
      </Drawer>
    </>
  );
}
