import type { HocuspocusProvider } from "@hocuspocus/provider";
import { Alert, Button, Group, Select, Stack, Text } from "@mantine/core";
import { labBookSections, meetingPresenceFields, type MeetingFollowView } from "@enote/shared";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ContentLoader } from "../../components/ContentLoader";
import { isNotFound } from "../../lib/errorMessage";
import { PrintedLabBook } from "../labbook/print/PrintedLabBook";
import { useLabBook, useLabBookList } from "../labbook/queries";
import "../labbook/print/print.css";
import type { Participant } from "./roomPresence";

interface PresenterPanelProps {
  provider: HocuspocusProvider;
  people: Participant[];
  myIdx: number;
  groupIdx: number;
}

/** The presenter sends their view at most this often (20 Hz). */
const viewIntervalMs = 50;

/** The section whose heading is nearest above the top of the scroll box (the last at the end), or the first. */
function sectionInView(box: HTMLElement): string | null {
  let found: string | null = null;
  const top = box.getBoundingClientRect().top + 8;
  // Scrolled to the end: the last section is the one being read, however short it is.
  const atEnd = box.scrollHeight - box.clientHeight - box.scrollTop <= 2 && box.scrollTop > 0;
  for (const section of labBookSections) {
    const element = box.querySelector<HTMLElement>(`[data-testid="print-section-${section}"]`);
    if (element && (atEnd || element.getBoundingClientRect().top <= top)) found = section;
  }
  if (found !== null) return found;
  return box.querySelector("[data-testid^='print-section-']") ? labBookSections[0] : null;
}

function scrollFraction(box: HTMLElement): number {
  const room = box.scrollHeight - box.clientHeight;
  return room > 0 ? Math.min(1, box.scrollTop / room) : 0;
}

/** A lab book read-only in a scroll box; its scroll position reported or imposed. */
function BookView({
  lbIdx,
  memberIdx,
  view,
  onView,
  testId,
  ownerName,
}: {
  lbIdx: number;
  memberIdx: number;
  /** Followers: where the presenter is. */
  view: MeetingFollowView | null;
  /** The presenter: where I am. */
  onView: ((view: MeetingFollowView) => void) | null;
  testId: string;
  ownerName: string;
}) {
  const { t } = useTranslation();
  const detail = useLabBook(lbIdx);
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [section, setSection] = useState<string | null>(null);
  const onReady = useCallback(() => setReady(true), []);

  const report = useCallback(() => {
    const element = box.current;
    if (!element) return;
    const current = sectionInView(element);
    setSection(current);
    if (!onView) return;
    const selection = document.getSelection();
    let selected: MeetingFollowView["selection"] = null;
    if (selection && !selection.isCollapsed && element.contains(selection.anchorNode)) {
      selected = { section: current ?? "", from: selection.anchorOffset, to: selection.focusOffset };
    }
    onView({ lbIdx, section: current, scroll: scrollFraction(element), selection: selected });
  }, [lbIdx, onView]);

  // The presenter's box reports on scroll and selection; a follower's follows the view.
  useEffect(() => {
    const element = box.current;
    if (!element || !onView || !ready) return;
    report();
    element.addEventListener("scroll", report, { passive: true });
    document.addEventListener("selectionchange", report);
    return () => {
      element.removeEventListener("scroll", report);
      document.removeEventListener("selectionchange", report);
    };
  }, [onView, ready, report]);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || !view || !ready) return;
    element.scrollTop = view.scroll * (element.scrollHeight - element.clientHeight);
    setSection(view.section);
  }, [view, ready]);
  useEffect(() => {
    const element = box.current;
    if (!element || view || onView || !ready) return;
    const update = () => setSection(sectionInView(element));
    element.addEventListener("scroll", update, { passive: true });
    return () => element.removeEventListener("scroll", update);
  }, [view, onView, ready]);

  if (detail.isPending) return <ContentLoader />;
  if (detail.isError) {
    return (
      <Alert color="gray" data-testid="meeting-follow-cannot-read">
        {isNotFound(detail.error) ? t("meeting.follow.cannotRead", { name: ownerName }) : t("request.unexpected")}
      </Alert>
    );
  }
  return (
    <div
      ref={box}
      data-testid={testId}
      data-lb-idx={lbIdx}
      data-section={section ?? ""}
      data-ready={ready}
      data-selection={view?.selection ? `${view.selection.from}-${view.selection.to}` : ""}
      style={{ height: "65vh", overflowY: "auto", background: "var(--mantine-color-gray-1)", borderRadius: 4 }}
    >
      <PrintedLabBook detail={detail.data} memberIdx={memberIdx} onReady={onReady} />
    </div>
  );
}

/**
 * Follow the presenter: the presenter opens a lab book in the room and everyone follows their
 * view (book, section, scroll, selection) through awareness, read-only, until they stop following.
 */
export function PresenterPanel({ provider, people, myIdx, groupIdx }: PresenterPanelProps) {
  const { t } = useTranslation();
  const me = people.find((person) => person.isMe);
  const presenter = people.find((person) => !person.isMe && person.presenting && person.view);
  const [following, setFollowing] = useState(true);
  const [chosen, setChosen] = useState<string | null>(null);
  const books = useLabBookList({ groupIdx: String(groupIdx), size: "100" });

  const last = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const sendView = useCallback(
    (view: MeetingFollowView) => {
      const send = () => {
        last.current = Date.now();
        pending.current = null;
        provider.setAwarenessField(meetingPresenceFields.view, view);
      };
      if (pending.current) clearTimeout(pending.current);
      const wait = viewIntervalMs - (Date.now() - last.current);
      if (wait <= 0) send();
      else pending.current = setTimeout(send, wait);
    },
    [provider],
  );
  useEffect(() => () => void (pending.current && clearTimeout(pending.current)), []);

  const present = (lbIdx: number | null) => {
    provider.setAwarenessField(meetingPresenceFields.presenting, lbIdx !== null);
    provider.setAwarenessField(
      meetingPresenceFields.view,
      lbIdx === null ? null : { lbIdx, section: null, scroll: 0, selection: null },
    );
  };

  if (me?.presenting && me.view) {
    return (
      <Stack gap="xs" data-testid="meeting-presenting">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t("meeting.follow.presenterView")}
          </Text>
          <Button size="xs" variant="default" onClick={() => present(null)} data-testid="meeting-present-stop">
            {t("meeting.follow.close")}
          </Button>
        </Group>
        <BookView
          lbIdx={me.view.lbIdx}
          memberIdx={myIdx}
          view={null}
          onView={sendView}
          testId="meeting-presenter-book"
          ownerName={me.name}
        />
      </Stack>
    );
  }

  const chooser = (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        style={{ flex: "1 1 240px" }}
        label={t("meeting.follow.choose")}
        placeholder={t("meeting.follow.choosePlaceholder")}
        searchable
        data={(books.data?.items ?? []).map((book) => ({
          value: String(book.lbIdx),
          label: `${book.seqNo} ${book.title}`,
        }))}
        value={chosen}
        onChange={setChosen}
        comboboxProps={{ withinPortal: true }}
        data-testid="meeting-present-book"
      />
      <Button disabled={chosen === null} onClick={() => present(Number(chosen))} data-testid="meeting-present">
        {t("meeting.follow.open")}
      </Button>
    </Group>
  );

  if (!presenter?.view) {
    return (
      <Stack gap="sm">
        <Text size="sm" c="dimmed" data-testid="meeting-follow-nothing">
          {t("meeting.follow.nothing")}
        </Text>
        {chooser}
      </Stack>
    );
  }
  return (
    <Stack gap="xs" data-testid="meeting-follow" data-following={following}>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" fw={600}>
          {following ? t("meeting.follow.following", { name: presenter.name }) : t("meeting.follow.browsing")}
        </Text>
        {following ? (
          <Button size="xs" variant="default" onClick={() => setFollowing(false)} data-testid="meeting-follow-stop">
            {t("meeting.follow.stop")}
          </Button>
        ) : (
          <Button size="xs" onClick={() => setFollowing(true)} data-testid="meeting-follow-again">
            {t("meeting.follow.again", { name: presenter.name })}
          </Button>
        )}
      </Group>
      <BookView
        lbIdx={presenter.view.lbIdx}
        memberIdx={myIdx}
        view={following ? presenter.view : null}
        onView={null}
        testId="meeting-follow-book"
        ownerName={presenter.name}
      />
    </Stack>
  );
}
