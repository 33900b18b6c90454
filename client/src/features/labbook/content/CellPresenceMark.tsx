import { Badge } from "@mantine/core";
import type { PresenceUser } from "../collab/session";

/** The names of the other members in a reaction-table cell, on its top edge, in their colours. */
export function CellPresenceMark({ others }: { others: PresenceUser[] }) {
  if (others.length === 0) return null;
  return (
    <div className="labbook-cell-presence" data-testid="reaction-cell-presence">
      {others.map((user) => (
        <Badge key={user.memberIdx} size="xs" radius="sm" color={user.color} variant="filled">
          {user.name}
        </Badge>
      ))}
    </div>
  );
}
