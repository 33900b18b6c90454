import { useParams } from "react-router-dom";
import { ContentLoader } from "../../../components/ContentLoader";
import { QueryError } from "../../../components/QueryError";
import { isNotFound } from "../../../lib/errorMessage";
import { idxParam } from "../../../lib/searchParams";
import { NotFoundPage } from "../../errors/components/NotFoundPage";
import { useLabBook } from "../queries";
import { ExperimentWorkspace } from "./ExperimentWorkspace";
import { useMemberPresence } from "./useMemberPresence";

function ExperimentLoader({ lbIdx }: { lbIdx: number }) {
  const detail = useLabBook(lbIdx);
  const user = useMemberPresence();
  const gone = detail.isError && isNotFound(detail.error);
  // A book already shown stays shown when a later read fails for a passing reason (the network,
  // the server busy): its open editors, panels and half-typed comments are not swapped for an error.
  if (detail.data && user && !gone) return <ExperimentWorkspace detail={detail.data} user={user} />;
  if (detail.isPending || !user) return <ContentLoader />;
  if (detail.isError) {
    return isNotFound(detail.error) ? (
      <NotFoundPage />
    ) : (
      <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
    );
  }
  return <ContentLoader />;
}

/** /labBook/experiment/{lbIdx} and /auth/labBook/experiment/{lbIdx}. */
export function ExperimentPage() {
  const lbIdx = idxParam(useParams().lbIdx ?? null);
  if (lbIdx === null) return <NotFoundPage />;
  return <ExperimentLoader key={lbIdx} lbIdx={lbIdx} />;
}
