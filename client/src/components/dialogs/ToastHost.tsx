import { useEffect, useState } from "react";
import { useSession } from "../../session/store";
import { useToastLayer } from "./toast";

type ContainerComponent = (typeof import("./ToastContainer"))["ToastContainer"];

/**
 * Loads Mantine's toast container (with its transitions) once there is a session, or a toast is
 * shown first: the sign-in page needs none of it. A toast shown before it is loaded waits in
 * Mantine's store and appears as the container mounts. If it cannot load, the next toast tries again.
 */
export function ToastHost() {
  const wanted = useToastLayer((state) => state.wanted);
  const hasSession = useSession((state) => state.accessToken !== null);
  const [Container, setContainer] = useState<ContainerComponent | null>(null);

  useEffect(() => {
    if (Container || !(wanted || hasSession)) return;
    import("./ToastContainer").then(
      (module) => setContainer(() => module.ToastContainer),
      () => useToastLayer.setState({ wanted: false }),
    );
  }, [Container, wanted, hasSession]);

  return Container ? <Container /> : null;
}
