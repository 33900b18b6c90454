export { createMetrics, type Metrics } from "./registry";
export { httpMetrics } from "./http";
export { timedStores } from "./store";
export { metricsHandler, startMetricsServer } from "./serve";
