import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { commentContent, commentLimits } from "@enote/shared";
import { useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../lib/errorMessage";
import { useSubject } from "../../session/subject";
import { MentionMenu } from "./MentionMenu";
import { mentionOptions, mentionText, type Mentionable } from "./mentions";

interface CommentComposerProps {
  members: readonly Mentionable[];
  placeholder: string;
  submitLabel: string;
  /** Resolves once saved (the composer then empties); a rejection is shown under the field. */
  onSubmit: (content: string) => Promise<unknown>;
  onCancel?: () => void;
  initial?: string;
  autoFocus?: boolean;
  testId: string;
}

/** A plain-text comment field: line breaks, @-mentions of members, Ctrl+Enter to send. */
export function CommentComposer(props: CommentComposerProps) {
  const { placeholder, submitLabel, onSubmit, onCancel, initial = "", autoFocus, testId } = props;
  const { t } = useTranslation();
  const members = mentionOptions(props.members, useSubject().memberIdx);
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [mentioning, setMentioning] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const valid = commentContent.safeParse(value).success;

  const submit = async () => {
    if (!valid || pending) return;
    setPending(true);
    setError(null);
    try {
      await onSubmit(value.trim());
      setValue("");
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setPending(false);
    }
  };

  const mention = (member: Mentionable) => {
    const input = field.current;
    const at = input?.selectionStart ?? value.length;
    const before = value.slice(0, at).replace(/@$/, "");
    const inserted = `${mentionText(member)} `;
    setValue(before + inserted + value.slice(input?.selectionEnd ?? at));
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(before.length + inserted.length, before.length + inserted.length);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Stack gap={6} data-testid={testId}>
      <Textarea
        ref={field}
        value={value}
        onChange={(event) => {
          const { value: next, selectionStart } = event.currentTarget;
          // Typing "@" offers the members to mention (the "@" button does the same).
          // Typing on closes it; focus stays in the field either way.
          setMentioning(next.length === value.length + 1 && next[selectionStart - 1] === "@");
          setValue(next);
        }}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        aria-label={placeholder}
        autosize
        minRows={2}
        maxRows={10}
        maxLength={commentLimits.contentMax}
        autoFocus={autoFocus}
        error={error}
        data-testid={`${testId}-input`}
      />
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <MentionMenu
          members={members}
          opened={mentioning}
          onChange={setMentioning}
          onPick={mention}
          testId={`${testId}-mention`}
          optionTestId="comment-mention-option"
        />
        <Group gap="xs" wrap="nowrap">
          {value.length > commentLimits.contentMax * 0.9 ? (
            <Text size="xs" c="dimmed">
              {t("comments.tooLong", { count: value.length, max: commentLimits.contentMax })}
            </Text>
          ) : null}
          {onCancel ? (
            <Button size="xs" variant="default" onClick={onCancel} data-testid={`${testId}-cancel`}>
              {t("comments.cancel")}
            </Button>
          ) : null}
          <Button
            size="xs"
            onClick={() => void submit()}
            disabled={!valid}
            loading={pending}
            data-testid={`${testId}-submit`}
          >
            {submitLabel}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
