// Times one admin list request as a signed-in browser would make it: the JSON's size, its size on the wire with
// brotli, and the time until its last byte arrived (the median of several runs after one to warm up).
import http from "node:http";

const RUNS = 5;

interface Fetched {
  status: number;
  bytes: number;
  ms: number;
}

function get(url: string, cookie: string, encoding: string): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { headers: { cookie, "accept-encoding": encoding } }, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - started }));
      })
      .on("error", reject);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export interface ListTiming {
  GET: string;
  status: number;
  JSON: string;
  "brotli on the wire": string;
  "ms (median)": string;
}

export async function timeList(base: string, cookie: string, path: string): Promise<ListTiming> {
  const url = base + path;
  const plain = await get(url, cookie, "identity");
  const compressed = await get(url, cookie, "br");
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push((await get(url, cookie, "br")).ms);
  return {
    GET: path,
    status: plain.status,
    JSON: kib(plain.bytes),
    "brotli on the wire": kib(compressed.bytes),
    "ms (median)": median(times).toFixed(1),
  };
}
