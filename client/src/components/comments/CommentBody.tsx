import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { contentParts, type Mentionable } from "./mentions";

interface CommentBodyProps {
  content: string;
  members: readonly Mentionable[];
  /** Where a mention leads (the member's place in the subject). */
  mentionHref: (memberIdx: number) => string;
}

/** A comment's plain text, line breaks kept, mentions of members shown as links. */
export function CommentBody({ content, members, mentionHref }: CommentBodyProps) {
  return (
    <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} data-testid="comment-content">
      {contentParts(content, members).map((part, i) =>
        part.kind === "text" ? (
          part.text
        ) : (
          <Anchor
            key={i}
            component={Link}
            to={mentionHref(part.memberIdx)}
            fw={600}
            data-testid="comment-mention"
            data-member-idx={part.memberIdx}
          >
            @{part.name}
          </Anchor>
        ),
      )}
    </Text>
  );
}
