import { Paper, Skeleton, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { NoMenuAccess } from "../../../components/NoMenuAccess";
import { PageHeader } from "../../../components/PageHeader";
import { QueryError } from "../../../components/QueryError";
import { useTreeChildren } from "../queries";
import { TreeBranch } from "./TreeBranch";

/** /myLab/treeView: groups → projects → lab books, each level loaded when its parent opens. */
export function TreeViewPage() {
  const { t } = useTranslation();
  const roots = useTreeChildren({ kind: "root" });

  let content;
  if (roots.isPending)
    content = (
      <Stack gap="xs" data-testid="tree-loading">
        <Skeleton height={48} />
        <Skeleton height={48} />
      </Stack>
    );
  else if (roots.isError) content = <QueryError error={roots.error} onRetry={() => void roots.refetch()} />;
  // The roots are the groups I see: none means I am in no group (administrators see every group).
  else if (roots.data.length === 0) content = <NoMenuAccess noGroup testId="tree-no-group" />;
  else
    content = (
      <Paper withBorder p="xs" role="tree" aria-label={t("tree.label")} data-testid="tree">
        {roots.data.map((node) => (
          <TreeBranch key={`${node.kind}-${node.idx}`} node={node} depth={0} />
        ))}
      </Paper>
    );

  return (
    <>
      <PageHeader title={t("tree.title")} description={t("tree.description")} />
      <div data-testid="tree-page">{content}</div>
    </>
  );
}
