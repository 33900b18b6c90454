import { Anchor, Badge, Box, Group as Row, Loader, Text, UnstyledButton } from "@mantine/core";
import type { TreeNode } from "@enote/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { noShrink } from "../../../components/noShrink";
import { Link } from "react-router-dom";
import { IconChevronDown, IconChevronRight, IconFileText, IconFolder, IconUsers } from "../../../components/icons";
import { QueryError } from "../../../components/QueryError";
import { paths } from "../../../paths";
import { useTreeChildren, type TreeParent } from "../queries";
import classes from "./TreeBranch.module.css";

const indent = 28;

function NodeIcon({ kind }: { kind: TreeNode["kind"] }) {
  if (kind === "group") return <IconUsers size={20} color="var(--mantine-color-grape-6)" />;
  if (kind === "project") return <IconFolder size={20} color="var(--mantine-color-lab-7)" />;
  return <IconFileText size={20} color="var(--mantine-color-gray-6)" />;
}

function CountBadge({ node }: { node: TreeNode }) {
  const { t } = useTranslation();
  if (node.kind === "labbook") return null;
  const label = t(node.kind === "group" ? "tree.projectCount" : "tree.labBookCount", { count: node.count });
  return (
    <Badge style={noShrink} variant="light" color="gray" tt="none" data-testid={`tree-count-${node.kind}-${node.idx}`}>
      {label}
    </Badge>
  );
}

/** Children of an expanded node, loaded when it first opens. */
export function TreeChildren({ parent, depth }: { parent: TreeParent; depth: number }) {
  const { t } = useTranslation();
  const children = useTreeChildren(parent);
  const pad = depth * indent + 12;
  if (children.isPending)
    return (
      <Box pl={pad + indent} py="xs">
        <Loader size="sm" />
      </Box>
    );
  if (children.isError)
    return (
      <Box pl={pad} py="xs">
        <QueryError error={children.error} onRetry={() => void children.refetch()} />
      </Box>
    );
  if (children.data.length === 0)
    return (
      <Text c="dimmed" size="sm" pl={pad + indent} py="xs" data-testid="tree-empty-children">
        {t(parent.kind === "group" ? "tree.noProjects" : "tree.noLabBooks")}
      </Text>
    );
  return (
    <div role="group">
      {children.data.map((node) => (
        <TreeBranch key={`${node.kind}-${node.idx}`} node={node} depth={depth} />
      ))}
    </div>
  );
}

/** One node: a row that expands (groups, projects) or links to the lab book. */
export function TreeBranch({ node, depth }: { node: TreeNode; depth: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const testId = `tree-node-${node.kind}-${node.idx}`;

  if (node.kind === "labbook") {
    return (
      <Row role="treeitem" gap="sm" wrap="nowrap" mih={48} pl={depth * indent + 12 + indent} pr="sm">
        <NodeIcon kind="labbook" />
        <Anchor component={Link} to={paths.labBookExperiment(node.idx)} data-testid={testId}>
          {node.name}
        </Anchor>
      </Row>
    );
  }

  const label = t(open ? "tree.collapse" : "tree.expand", { name: node.name });
  return (
    <div role="treeitem" aria-expanded={open}>
      <UnstyledButton
        w="100%"
        onClick={() => setOpen((value) => !value)}
        aria-label={label}
        data-testid={testId}
        data-expanded={open}
        pl={depth * indent + 12}
        className={classes.row}
        style={{ borderRadius: 8 }}
      >
        <Row gap="sm" wrap="nowrap" pr="sm" mih={48}>
          {open ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
          <NodeIcon kind={node.kind} />
          <Text fw={node.kind === "group" ? 650 : 500} style={{ flex: 1, overflowWrap: "anywhere" }}>
            {node.name}
          </Text>
          <CountBadge node={node} />
        </Row>
      </UnstyledButton>
      {open ? <TreeChildren parent={{ kind: node.kind, idx: node.idx }} depth={depth + 1} /> : null}
    </div>
  );
}
