import { readFileSync } from "node:fs";

/**
 * What this machine charges for fresh memory: the microseconds a process waits for each new 4 KiB
 * page it touches. Lighthouse's benchmark index runs over memory already touched, so it does not
 * see this, yet a browser's renderer touches tens of megabytes while it loads a page, and some
 * virtual machines take ten times as long per page as others (docs/PERFORMANCE.md).
 */
const PAGE_BYTES = 4096;

export function pageFaultMicroseconds(megabytes = 256): number {
  // Large enough that the allocator maps it fresh from the kernel, so every page faults once.
  const block = Buffer.alloc(megabytes * 1024 * 1024);
  const started = process.hrtime.bigint();
  for (let offset = 0; offset < block.length; offset += PAGE_BYTES) block[offset] = 1;
  const elapsed = Number(process.hrtime.bigint() - started) / 1000;
  return elapsed / (block.length / PAGE_BYTES);
}

/**
 * The kernel's transparent huge pages mode ("always", "madvise" or "never"), or undefined off Linux.
 * With "always" the loop above gets 2 MiB pages and reads a fraction of a microsecond, while a
 * browser's renderers, whose allocators commit memory in small pieces, still fault 4 KiB at a time:
 * the renderers' own kernel time per fresh page (each row of the Lighthouse bench) is then the price
 * that counts.
 */
export function transparentHugePages(): string | undefined {
  try {
    return /\[(\w+)\]/.exec(readFileSync("/sys/kernel/mm/transparent_hugepage/enabled", "utf8"))?.[1];
  } catch {
    return undefined;
  }
}
