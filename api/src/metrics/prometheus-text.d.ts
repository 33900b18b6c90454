declare module "parse-prometheus-text-format" {
  interface Sample {
    value: string;
    labels?: Record<string, string>;
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  }
  interface MetricFamily {
    name: string;
    help: string;
    type: "COUNTER" | "GAUGE" | "HISTOGRAM" | "SUMMARY" | "UNTYPED";
    metrics: Sample[];
  }
  /** Parses Prometheus's text exposition format; throws on text that is not. */
  export default function parsePrometheusTextFormat(text: string): MetricFamily[];
}
