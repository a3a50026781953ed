// The Prometheus text-format parser the metrics test reads /metrics with (no types of its own).
declare module 'parse-prometheus-text-format' {
  interface Sample {
    labels?: Record<string, string>;
    value?: string;
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  }
  export default function parse(text: string): { name: string; help: string; type: string; metrics: Sample[] }[];
}
